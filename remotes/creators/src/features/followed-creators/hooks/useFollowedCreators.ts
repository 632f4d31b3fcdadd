import { useCallback, useState } from 'react';
import {
  followStreamer,
  getFollowedStreamers,
  unfollowStreamer,
} from '@account/api-client/creators';
import type { Streamer } from '@account/contracts';
import { useSession } from '@account/session';
import { useAsync } from '@account/ui';

/** Where a creator of the list stands after the customer's last action on it. */
export type FollowState = 'following' | 'unfollowed' | 'busy' | 'failed';

/**
 * The followed creators, and unfollow with undo: an unfollowed creator stays in its place, as
 * a row offering the undo, until the page is left — the list does not jump under the pointer.
 */
export function useFollowedCreators() {
  const customerId = useSession((state) => state.user?.customerId ?? '');
  const { state, reload } = useAsync(
    () => getFollowedStreamers(customerId),
    `followed-streamers:${customerId}`,
  );
  const [followStates, setFollowStates] = useState<Record<string, FollowState>>({});
  const [lastFollowState, setLastFollowState] = useState<
    Record<string, 'following' | 'unfollowed'>
  >({});

  const change = useCallback(
    async (streamer: Streamer, to: 'following' | 'unfollowed') => {
      setFollowStates((states) => ({ ...states, [streamer.id]: 'busy' }));
      try {
        if (to === 'unfollowed') await unfollowStreamer(customerId, streamer.id);
        else await followStreamer(customerId, streamer.id);
        setLastFollowState((states) => ({ ...states, [streamer.id]: to }));
        setFollowStates((states) => ({ ...states, [streamer.id]: to }));
        return true;
      } catch {
        setFollowStates((states) => ({ ...states, [streamer.id]: 'failed' }));
        return false;
      }
    },
    [customerId],
  );

  /** The state to show: what the last answered action left, busy or failed while they last. */
  const followState = (id: string): FollowState => followStates[id] ?? 'following';
  /** Whether the creator is followed as far as the service last said. */
  const isFollowed = (id: string) => (lastFollowState[id] ?? 'following') === 'following';

  return {
    state,
    reload,
    followState,
    isFollowed,
    unfollow: (streamer: Streamer) => change(streamer, 'unfollowed'),
    undo: (streamer: Streamer) => change(streamer, 'following'),
  };
}
