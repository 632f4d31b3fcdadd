import { WithdrawalRequest, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/orders/read-orders';
import { withdrawOrder } from '../../domain/orders/withdraw-order';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { sendOrderMail } from './mails/send-order-mail';

/**
 * POST order/{number}/withdrawal: the withdrawal function German and Austrian shops must offer
 * from 19 June 2026. The receipt goes out by e-mail with the time the declaration arrived.
 */
export function withdrawOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  app.post<{ Params: { number: string } }>(
    '/order/:number/withdrawal',
    { preHandler: [app.requireCustomer, app.idempotency] },
    async (request): Promise<Order> => {
      const body = parseOrBadRequest(WithdrawalRequest, request.body);
      const { customer } = loggedInOf(request);
      return db.transaction().execute(async (trx) => {
        await withdrawOrder(trx, customer, request.params.number, body);
        const order = await findOwnOrder(trx, customer, request.params.number);
        await sendOrderMail(trx, config, customer, order, 'withdrawalReceipt');
        return order;
      });
    },
  );
}
