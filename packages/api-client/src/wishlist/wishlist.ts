import { addresses, type Wishlist, type WishlistItemState } from '@account/contracts';
import { call } from '@account/api-client';

export function getWishlist(): Promise<Wishlist> {
  return call(addresses.customer.wishlist);
}

/** PATCH wishlist item ?sku= with {state}: the item left the list as deleted or moved to the basket. */
export function setWishlistItemState(sku: string, state: WishlistItemState): Promise<void> {
  return call(addresses.customer.setWishlistItemState, { query: { sku }, body: { state } });
}
