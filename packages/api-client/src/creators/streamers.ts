import {
  FOLLOWED_STREAMERS_SOURCE_APPS,
  type Streamer,
  type StreamerDetail,
} from '@account/contracts';
import { apiConfig } from '../config';
import { request } from '../request';

/** GET users/followed_streamers of spec section 7, for the apps the web shop shows. */
export async function getFollowedStreamers(customerId: string): Promise<Streamer[]> {
  const answer = await request<{ followedStreamers: Streamer[] }>(
    'socialLiveCommerce',
    'users/followed_streamers',
    { query: { customer_id: customerId, 'source-apps': FOLLOWED_STREAMERS_SOURCE_APPS } },
  );
  return answer.followedStreamers;
}

const followPath = (streamerId: string) =>
  `users/followed_streamers/${encodeURIComponent(streamerId)}`;

export function followStreamer(customerId: string, streamerId: string): Promise<void> {
  return request('socialLiveCommerce', followPath(streamerId), {
    method: 'PUT',
    query: { customer_id: customerId },
  });
}

export function unfollowStreamer(customerId: string, streamerId: string): Promise<void> {
  return request('socialLiveCommerce', followPath(streamerId), {
    method: 'DELETE',
    query: { customer_id: customerId },
  });
}

/** Every creator, live ones first (the creators hub). */
export async function getStreamers(): Promise<Streamer[]> {
  return (await request<{ streamers: Streamer[] }>('socialLiveCommerce', 'streamers')).streamers;
}

export function getStreamer(streamerId: string): Promise<StreamerDetail> {
  return request('socialLiveCommerce', `streamers/${encodeURIComponent(streamerId)}`);
}

/** Creator pictures come from the social-live-commerce service, wherever it is configured. */
export function streamerPictureUrl(imagePath: string): string {
  const base = apiConfig().services.socialLiveCommerce ?? '';
  return `${base.replace(/\/$/, '')}/${imagePath.replace(/^\//, '')}`;
}
