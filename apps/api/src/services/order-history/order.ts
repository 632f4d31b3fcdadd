import { OrderQuery, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { parseOrBadRequest } from '../../http/validation';
import { findOwnOrder } from '../../domain/orders/read-orders';
import type { ServiceOptions } from '../service-options';

/** GET order/{id}: one of the customer's orders by its number; anyone else's is 404. */
export function orderRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get<{ Params: { id: string } }>(
    '/order/:id',
    { preHandler: app.requireCustomer },
    async (request): Promise<Order> => {
      parseOrBadRequest(OrderQuery, request.query);
      return findOwnOrder(db, loggedInOf(request).customer, request.params.id);
    },
  );
}
