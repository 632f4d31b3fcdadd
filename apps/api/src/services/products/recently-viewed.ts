import { ProductViewBody, type RecentlyViewed } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { recentlyViewed, recordProductView } from '../../domain/products/recently-viewed';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/**
 * The product history: the shop posts a view when a logged-in customer opens a product page;
 * the account reads the viewed products back, most recent first.
 */
export function recentlyViewedRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/recently-viewed',
    { preHandler: app.requireCustomer },
    async (request): Promise<RecentlyViewed> => ({
      baseProductNos: await recentlyViewed(db, loggedInOf(request).customer.id),
    }),
  );

  app.post('/recently-viewed', { preHandler: app.requireCustomer }, async (request, reply) => {
    const body = parseOrBadRequest(ProductViewBody, request.body);
    await recordProductView(db, loggedInOf(request).customer.id, body.base_product_no);
    return reply.code(204).send();
  });
}
