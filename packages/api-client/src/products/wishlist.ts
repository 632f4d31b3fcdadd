import {
  addresses,
  ADD_TO_BASKET_QUANTITY,
  SESSION_ID_HEADER,
  type Basket,
  type Wishlist,
  type WishlistItemState,
} from '@account/contracts';
import { shopSessionId } from './shop-session';
import { call } from '@account/api-client';

export function getWishlist(): Promise<Wishlist> {
  return call(addresses.customer.wishlist);
}

/** PATCH wishlist item ?sku= with {state}: the item left the list as deleted or moved to the basket. */
export function setWishlistItemState(sku: string, state: WishlistItemState): Promise<void> {
  return call(addresses.customer.setWishlistItemState, { query: { sku }, body: { state } });
}

/** POST basket/items with the shop session (X-SessionId), quantity 1 (spec sections 7 and 9). */
export function addToBasket(item: { baseProductNo: string; sku: string }): Promise<Basket> {
  return call(addresses.basket.addToBasket, {
    headers: { [SESSION_ID_HEADER]: shopSessionId() },
    body: { baseProductNo: item.baseProductNo, sku: item.sku, quantity: ADD_TO_BASKET_QUANTITY },
  });
}
