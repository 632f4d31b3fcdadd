import {
  addresses,
  FOLLOWED_STREAMERS_SOURCE_APPS,
  type Streamer,
  type StreamerDetail,
} from '@account/contracts';
import { apiConfig, call } from '@account/api-client';

/** GET users/followed_streamers of spec section 7, for the apps the web shop shows. */
export async function getFollowedStreamers(customerId: string): Promise<Streamer[]> {
  const answer = await call(addresses.socialLiveCommerce.followedStreamers, {
    query: { customerId, 'source-apps': FOLLOWED_STREAMERS_SOURCE_APPS },
  });
  return answer.followedStreamers;
}

export function followStreamer(customerId: string, streamerId: string): Promise<void> {
  return call(addresses.socialLiveCommerce.follow, {
    params: { streamerId },
    query: { customerId },
  });
}

export function unfollowStreamer(customerId: string, streamerId: string): Promise<void> {
  return call(addresses.socialLiveCommerce.unfollow, {
    params: { streamerId },
    query: { customerId },
  });
}

/** Every creator, live ones first (the creators hub). */
export async function getStreamers(): Promise<Streamer[]> {
  return (await call(addresses.socialLiveCommerce.streamers)).streamers;
}

export function getStreamer(streamerId: string): Promise<StreamerDetail> {
  return call(addresses.socialLiveCommerce.streamer, { params: { id: streamerId } });
}

/** Creator pictures come from the social-live-commerce service, wherever it is configured. */
export function streamerPictureUrl(imagePath: string): string {
  const base = apiConfig().services.socialLiveCommerce ?? '';
  return `${base.replace(/\/$/, '')}/${imagePath.replace(/^\//, '')}`;
}
