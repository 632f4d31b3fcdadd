import {
  addresses,
  type Wishlist,
  type WishlistItemState,
  type WishlistStockReminder,
} from '@account/contracts';
import { call } from '@account/api-client';

export function getWishlist(): Promise<Wishlist> {
  return call(addresses.customer.wishlist);
}

/** PATCH wishlist item ?sku= with {state}: the item left the list as deleted or moved to the basket. */
export function setWishlistItemState(sku: string, state: WishlistItemState): Promise<void> {
  return call(addresses.customer.setWishlistItemState, { query: { sku }, body: { state } });
}

/** "Benachrichtigen, wenn verfügbar": mails the stock reminder's double-opt-in link. */
export function requestStockReminder(baseProductNo: string): Promise<WishlistStockReminder> {
  return call(addresses.customer.requestWishlistStockReminder, { body: { baseProductNo } });
}

/** Cancels the stock reminder for a product of the wishlist, pending or confirmed. */
export function cancelStockReminder(baseProductNo: string): Promise<void> {
  return call(addresses.customer.cancelWishlistStockReminder, { query: { baseProductNo } });
}
