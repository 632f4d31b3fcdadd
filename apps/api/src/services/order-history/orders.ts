import { OrdersQuery, type OrdersPage } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { orderHistoryPage } from '../../domain/orders/order-history';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/** GET orders: the customer's history newest first, one page at a time (limit + keyset cursor). */
export function ordersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get('/orders', { preHandler: app.requireCustomer }, async (request): Promise<OrdersPage> => {
    const { limit, cursor } = parseOrBadRequest(OrdersQuery, request.query);
    return orderHistoryPage(db, loggedInOf(request).customer, limit, cursor);
  });
}
