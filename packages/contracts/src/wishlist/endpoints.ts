// The wishlist's endpoints (the customer service, as in the spec).
import { Wishlist, WishlistItemPatch, WishlistItemQuery } from './wishlist';
import { declareEndpoints } from '../catalogue/endpoint';

export const wishlistEndpoints = declareEndpoints({
  wishlist: {
    service: 'customer',
    method: 'GET',
    path: '/wishlist',
    summary: "The customer's wishlist",
    access: 'customer',
    response: Wishlist,
  },
  setWishlistItemState: {
    service: 'customer',
    method: 'PATCH',
    path: '/wishlist/item',
    summary: 'A wishlist item left the list: deleted or moved to the basket',
    access: 'customer',
    status: 204,
    errorKeys: ['NOT_FOUND'],
    query: WishlistItemQuery,
    body: WishlistItemPatch,
  },
});
