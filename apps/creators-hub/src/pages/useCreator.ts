import { useState } from 'react';
import { ApiError } from '@account/api-client';
import {
  followStreamer,
  getFollowedStreamers,
  getStreamer,
  unfollowStreamer,
} from '@account/api-client/creators';
import type { StreamerDetail } from '@account/contracts';
import { useSession } from '@account/session';
import { useAsync } from '@account/ui';

export type FollowStatus = 'idle' | 'busy' | 'failed';

interface Loaded {
  creator: StreamerDetail | null;
  /** Null for a visitor, who cannot follow before logging in. */
  following: boolean | null;
}

/** A creator with the schedule, whether the customer follows them, and follow / unfollow. */
export function useCreator(id: string) {
  const session = useSession((state) => state);
  const customerId = session.status === 'loggedIn' ? (session.user?.customerId ?? null) : null;
  const { state, reload, setData } = useAsync(async (): Promise<Loaded> => {
    const [creator, followed] = await Promise.all([
      getStreamer(id).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
      customerId ? getFollowedStreamers(customerId) : Promise.resolve(null),
    ]);
    return { creator, following: followed && followed.some((streamer) => streamer.id === id) };
  }, `creator:${id}:${session.status}:${customerId}`);
  const [status, setStatus] = useState<FollowStatus>('idle');

  async function setFollowing(following: boolean): Promise<boolean> {
    if (!customerId || state.status !== 'success' || status === 'busy') return false;
    setStatus('busy');
    try {
      if (following) await followStreamer(customerId, id);
      else await unfollowStreamer(customerId, id);
      setData({ ...state.data, following });
      setStatus('idle');
      return true;
    } catch {
      setStatus('failed');
      return false;
    }
  }

  return { state, reload, status, setFollowing, sessionStatus: session.status };
}
