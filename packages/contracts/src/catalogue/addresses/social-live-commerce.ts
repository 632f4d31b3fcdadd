// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The socialLiveCommerce service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const streamers = { service: 'socialLiveCommerce', name: 'streamers', method: 'GET', path: '/streamers' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'streamers'>;
export const streamer = { service: 'socialLiveCommerce', name: 'streamer', method: 'GET', path: '/streamers/:id' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'streamer'>;
export const streamerPicture = { service: 'socialLiveCommerce', name: 'streamerPicture', method: 'GET', path: '/streamers/:id/picture.svg' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'streamerPicture'>;
export const followedStreamers = { service: 'socialLiveCommerce', name: 'followedStreamers', method: 'GET', path: '/users/followed_streamers' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'followedStreamers'>;
export const follow = { service: 'socialLiveCommerce', name: 'follow', method: 'PUT', path: '/users/followed_streamers/:streamerId' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'follow'>;
export const unfollow = { service: 'socialLiveCommerce', name: 'unfollow', method: 'DELETE', path: '/users/followed_streamers/:streamerId' } as const satisfies DeclaredAddress<'socialLiveCommerce', 'unfollow'>;
