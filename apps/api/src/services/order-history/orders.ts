import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { orderHistoryPage } from '../../domain/order-history/order-history';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** GET orders: the customer's history, one page at a time (limit + keyset cursor), filtered on request. */
export function ordersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orderHistory.orders, async (request) => {
    const { limit, cursor, period, state, q, sort } = request.query;
    return orderHistoryPage(
      db,
      loggedInOf(request).customer,
      limit,
      cursor,
      { period, state, q },
      sort,
    );
  });
}
