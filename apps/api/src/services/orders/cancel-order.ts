import { CancelRequest, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { cancelOrder } from '../../domain/orders/cancel-order';
import { findOwnOrder } from '../../domain/orders/read-orders';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { sendOrderMail } from './mails/send-order-mail';

/** POST order/{number}/cancel: see `cancelOrder`; the confirmation goes out by e-mail. */
export function cancelOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  app.post<{ Params: { number: string } }>(
    '/order/:number/cancel',
    { preHandler: [app.requireCustomer, app.idempotency] },
    async (request): Promise<Order> => {
      const body = parseOrBadRequest(CancelRequest, request.body);
      const { customer } = loggedInOf(request);
      return db.transaction().execute(async (trx) => {
        await cancelOrder(trx, customer, request.params.number, body);
        const order = await findOwnOrder(trx, customer, request.params.number);
        await sendOrderMail(trx, config, customer, order, 'cancellation');
        return order;
      });
    },
  );
}
