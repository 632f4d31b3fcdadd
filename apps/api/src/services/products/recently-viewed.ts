import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { recentlyViewed, recordProductView } from '../../domain/products/recently-viewed';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * The product history: the shop posts a view when a logged-in customer opens a product page;
 * the account reads the viewed products back, most recent first.
 */
export function recentlyViewedRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.products.recentlyViewed, async (request) => ({
    baseProductNos: await recentlyViewed(db, loggedInOf(request).customer.id),
  }));

  route(app, catalogue.products.productViewed, async (request, reply) => {
    const body = request.body;
    await recordProductView(db, loggedInOf(request).customer.id, body.base_product_no);
    return reply.code(204).send();
  });
}
