import {
  ADD_TO_BASKET_QUANTITY,
  SESSION_ID_HEADER,
  type Basket,
  type Wishlist,
  type WishlistItemState,
} from '@account/contracts';
import { request } from '../request';
import { shopSessionId } from './shop-session';

export function getWishlist(): Promise<Wishlist> {
  return request('customer', 'wishlist');
}

/** PATCH wishlist item ?sku= with {state}: the item left the list as deleted or moved to the basket. */
export function setWishlistItemState(sku: string, state: WishlistItemState): Promise<void> {
  return request('customer', 'wishlist/item', { method: 'PATCH', query: { sku }, body: { state } });
}

/** POST basket/items with the shop session (X-SessionId), quantity 1 (spec sections 7 and 9). */
export function addToBasket(item: { baseProductNo: string; sku: string }): Promise<Basket> {
  return request('basket', 'basket/items', {
    method: 'POST',
    headers: { [SESSION_ID_HEADER]: shopSessionId() },
    body: { baseProductNo: item.baseProductNo, sku: item.sku, quantity: ADD_TO_BASKET_QUANTITY },
  });
}
