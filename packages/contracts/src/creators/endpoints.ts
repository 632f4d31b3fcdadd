// The followed creators' endpoints (the social-live-commerce service).
import { z } from 'zod';
import { FollowedStreamers, FollowedStreamersQuery, StreamerDetail, Streamers } from './creators';
import { declareEndpoints } from '../catalogue/endpoint';

const StreamerParams = z.object({ id: z.string() });

export const creatorsEndpoints = declareEndpoints({
  streamers: {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/streamers',
    summary: 'All creators',
    access: 'public',
    response: Streamers,
  },
  streamer: {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/streamers/:id',
    summary: 'One creator with the schedule of their streams',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
    params: StreamerParams,
    response: StreamerDetail,
  },
  streamerPicture: {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/streamers/:id/picture.svg',
    summary: "A creator's picture",
    access: 'public',
    produces: 'image/svg+xml',
    errorKeys: ['NOT_FOUND'],
    params: StreamerParams,
  },
  followedStreamers: {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/users/followed_streamers',
    summary: 'The creators the customer follows',
    access: 'customer',
    errorKeys: ['NOT_AUTHORIZED'],
    query: FollowedStreamersQuery,
    response: FollowedStreamers,
  },
  follow: {
    service: 'socialLiveCommerce',
    method: 'PUT',
    path: '/users/followed_streamers/:streamerId',
    summary: 'Follow a creator',
    access: 'customer',
    status: 204,
    // customer_id names another customer than the session's.
    errorKeys: ['NOT_FOUND', 'NOT_AUTHORIZED'],
    params: z.object({ streamerId: z.string() }),
    query: FollowedStreamersQuery,
  },
  unfollow: {
    service: 'socialLiveCommerce',
    method: 'DELETE',
    path: '/users/followed_streamers/:streamerId',
    summary: 'Stop following a creator',
    access: 'customer',
    status: 204,
    // customer_id names another customer than the session's.
    errorKeys: ['NOT_FOUND', 'NOT_AUTHORIZED'],
    params: z.object({ streamerId: z.string() }),
    query: FollowedStreamersQuery,
  },
});
