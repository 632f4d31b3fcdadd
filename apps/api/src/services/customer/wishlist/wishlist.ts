import { currencyOfCountry } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { leaveWishlist, wishlistOf } from '../../../domain/customer/wishlist/wishlist';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';
import { liveStockRemindersOf } from '../../../domain/newsletter/stock-reminders';
import { stockReminderRoutes } from './stock-reminder';

/**
 * GET wishlist and PATCH wishlist/item?sku= (spec section 7): the customer's own list, priced in
 * the customer's currency, each item with the customer's stock reminder for it; an item leaves
 * it as deleted or moved to the basket.
 */
export function wishlistRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;
  route(app, catalogue.customer.wishlist, async (request) => {
    const { customer } = loggedInOf(request);
    const shop = {
      locale: shopLocale(request),
      currency: currencyOfCountry[customer.country_code],
    };
    const [items, reminders] = await Promise.all([
      wishlistOf(db, customer.id, shop),
      liveStockRemindersOf(db, customer.email_normalized),
    ]);
    return {
      items: items.map((item) => ({
        ...item,
        stockReminder: reminders.get(item.baseProductNo) ?? null,
      })),
    };
  });

  route(app, catalogue.customer.setWishlistItemState, async (request, reply) => {
    const { sku } = request.query;
    const { state } = request.body;
    await leaveWishlist(db, loggedInOf(request).customer.id, sku, state);
    return reply.code(204).send();
  });

  stockReminderRoutes(app, options);
}
