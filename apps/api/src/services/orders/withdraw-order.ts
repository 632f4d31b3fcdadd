import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/order-history/read-orders';
import { withdrawOrder } from '../../domain/orders/withdraw-order';
import type { ServiceOptions } from '../../service-options';
import { sendOrderMail } from './mails/send-order-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import { idempotentChange } from '../../http/idempotency';

/**
 * POST order/{number}/withdrawal: the withdrawal function German and Austrian shops must offer
 * from 19 June 2026. The receipt goes out by e-mail with the time the declaration arrived.
 */
export function withdrawOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  route(
    app,
    catalogue.orders.withdrawOrder,
    async (request, reply) => {
      const body = request.body;
      const { customer } = loggedInOf(request);
      return idempotentChange(db, request, reply, async (trx) => {
        await withdrawOrder(trx, customer, request.params.number, body);
        const order = await findOwnOrder(trx, customer, request.params.number);
        await sendOrderMail(trx, config, customer, order, 'withdrawalReceipt');
        return order;
      });
    },
    { preHandler: app.idempotency },
  );
}
