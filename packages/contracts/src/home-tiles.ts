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
] as const;
export type HomeTileSlot = (typeof homeTileSlots)[number];

/**
 * The area that fills each slot. The home loads these areas' roots, whose modules register
 * their tiles when they load; the shell fills its own.
 */
export const homeTileAreas: Record<HomeTileSlot, RemoteName | 'shell'> = {
  wishlistCount: 'wishlist',
  preferredAddress: 'addresses',
  paymentMethod: 'payments',
  topDeals: 'service',
  stayLoggedInTip: 'shell',
  completeProfileHint: 'profile',
};
