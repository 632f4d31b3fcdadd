import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { cancelOrder } from '../../domain/orders/cancel-order';
import { findOwnOrder } from '../../domain/order-history/read-orders';
import type { ServiceOptions } from '../../service-options';
import { sendOrderMail } from './mails/send-order-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import { idempotentChange } from '../../http/idempotency';

/** POST order/{number}/cancel: see `cancelOrder`; the confirmation goes out by e-mail. */
export function cancelOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  route(
    app,
    catalogue.orders.cancelOrder,
    async (request, reply) => {
      const body = request.body;
      const { customer } = loggedInOf(request);
      return idempotentChange(db, request, reply, async (trx) => {
        await cancelOrder(trx, customer, request.params.number, body);
        const order = await findOwnOrder(trx, customer, request.params.number);
        await sendOrderMail(trx, config, customer, order, 'cancellation');
        return order;
      });
    },
    { preHandler: app.idempotency },
  );
}
