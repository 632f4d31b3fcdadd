import { ReturnRequest, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/orders/read-orders';
import { registerReturn } from '../../domain/orders/return-order';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { sendReturnConfirmation } from './mails/send-order-mail';

/**
 * POST orders/return: announces the return of delivered items (see `registerReturn`) and mails
 * the confirmation with the return label. An item given by id alone goes back in full, as
 * clients before quantities sent it.
 */
export function returnOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  app.post(
    '/orders/return',
    { preHandler: [app.requireCustomer, app.idempotency] },
    async (request): Promise<Order> => {
      const body = parseOrBadRequest(ReturnRequest, request.body);
      const { customer } = loggedInOf(request);
      const lines = body.items.map((item) => (typeof item === 'string' ? { id: item } : item));
      return db.transaction().execute(async (trx) => {
        const registered = await registerReturn(
          trx,
          customer,
          body.order_id,
          lines,
          body.reason ?? null,
        );
        const order = await findOwnOrder(trx, customer, body.order_id);
        await sendReturnConfirmation(trx, config, customer, order, registered);
        return order;
      });
    },
  );
}
