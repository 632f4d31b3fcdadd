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
