import type { RemoteName } from './remotes';

/**
 * The account home's tile slots that later areas fill (issue 9): each area registers one
 * component per slot through `registerHomeTile` (@account/ui). An unfilled slot shows nothing.
 */
export const homeTileSlots = [
  'wishlistCount',
  'preferredAddress',
  'paymentMethod',
  'topDeals',
  'stayLoggedInTip',
  'completeProfileHint',
  'welcomeVoucher',
] as const;
export type HomeTileSlot = (typeof homeTileSlots)[number];

/**
 * The remote whose `REMOTE_HOME_TILES_MODULE` fills each slot (the shell fills `stayLoggedInTip`
 * itself). The home loads a remote's tiles once one of its slots comes near the window.
 */
export const homeTileOwners = {
  wishlistCount: 'wishlist',
  preferredAddress: 'addresses',
  paymentMethod: 'payments',
  topDeals: 'service',
  completeProfileHint: 'profile',
  welcomeVoucher: 'profile',
} as const satisfies Record<Exclude<HomeTileSlot, 'stayLoggedInTip'>, RemoteName>;
export type RemoteHomeTileSlot = keyof typeof homeTileOwners;
/** The remotes that expose home tiles. */
export type RemoteWithHomeTiles = (typeof homeTileOwners)[RemoteHomeTileSlot];
