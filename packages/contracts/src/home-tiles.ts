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

/** Remotes that expose home tiles (`REMOTE_HOME_TILES_MODULE`); the home loads them. */
export const remotesWithHomeTiles: readonly RemoteName[] = [
  'profile',
  'wishlist',
  'service',
  'payments',
  'addresses',
];
