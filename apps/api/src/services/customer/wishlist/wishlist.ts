import { currencyOfCountry } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { leaveWishlist, wishlistOf } from '../../../domain/customer/wishlist/wishlist';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * GET wishlist and PATCH wishlist/item?sku= (spec section 7): the customer's own list, priced in
 * the customer's currency; an item leaves it as deleted or moved to the basket.
 */
export function wishlistRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.customer.wishlist, async (request) => {
    const { customer } = loggedInOf(request);
    const shop = {
      locale: shopLocale(request),
      currency: currencyOfCountry[customer.country_code],
    };
    return { items: await wishlistOf(db, customer.id, shop) };
  });

  route(app, catalogue.customer.setWishlistItemState, async (request, reply) => {
    const { sku } = request.query;
    const { state } = request.body;
    await leaveWishlist(db, loggedInOf(request).customer.id, sku, state);
    return reply.code(204).send();
  });
}
