import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { orderHistoryPage } from '../../domain/order-history/order-history';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** GET orders: the customer's history newest first, one page at a time (limit + keyset cursor). */
export function ordersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orderHistory.orders, async (request) => {
    const { limit, cursor } = request.query;
    return orderHistoryPage(db, loggedInOf(request).customer, limit, cursor);
  });
}
