import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/order-history/read-orders';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** GET order/{id}: one of the customer's orders by its number; anyone else's is 404. */
export function orderRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orderHistory.order, async (request) => {
    return findOwnOrder(db, loggedInOf(request).customer, request.params.id);
  });
}
