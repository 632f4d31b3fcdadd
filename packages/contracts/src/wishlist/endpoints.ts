// The wishlist's endpoints (the customer service, as in the spec).
import { Wishlist, WishlistItemPatch, WishlistItemQuery } from './wishlist';
import { WishlistStockReminder, WishlistStockReminderRequest } from './stock-reminder';
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
  requestWishlistStockReminder: {
    service: 'customer',
    method: 'POST',
    path: '/wishlist/stock-reminder',
    summary:
      "Be told when a product of the wishlist is back: mails the stock reminder's double-opt-in link to the customer's address",
    access: 'customer',
    errorKeys: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
    body: WishlistStockReminderRequest,
    response: WishlistStockReminder,
  },
  cancelWishlistStockReminder: {
    service: 'customer',
    method: 'DELETE',
    path: '/wishlist/stock-reminder',
    summary:
      "Cancel the customer's stock reminder for a product of the wishlist (pending or confirmed)",
    access: 'customer',
    status: 204,
    errorKeys: ['NOT_FOUND'],
    query: WishlistStockReminderRequest,
  },
});
