import { ReturnRequest, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/orders/read-orders';
import { returnOrderItems } from '../../domain/orders/return-order';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/** POST orders/return: registers the return of delivered items (see `returnOrderItems`). */
export function returnOrderRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.post(
    '/orders/return',
    { preHandler: [app.requireCustomer, app.idempotency] },
    async (request): Promise<Order> => {
      const body = parseOrBadRequest(ReturnRequest, request.body);
      const { customer } = loggedInOf(request);
      await returnOrderItems(db, customer, body.order_id, [...new Set(body.items)]);
      return findOwnOrder(db, customer, body.order_id);
    },
  );
}
