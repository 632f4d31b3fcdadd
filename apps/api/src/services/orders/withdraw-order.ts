import { WithdrawalRequest, shopTimeZone, withdrawalWindow, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import { claimOrder } from '../../orders/claim-order';
import { findOwnOrder, findOwnOrderRow } from '../../orders/read-orders';
import type { ServiceOptions } from '../service-options';
import { sendOrderMail } from './mails/send-order-mail';
import { assertOwnExternalCustomerId } from './ownership';

/**
 * POST order/{number}/withdrawal: the withdrawal function German and Austrian shops must offer
 * from 19 June 2026. The receipt goes out by e-mail with the time the declaration arrived.
 */
export function withdrawOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;
  app.post<{ Params: { number: string } }>('/order/:number/withdrawal', { preHandler: app.requireCustomer }, async (request): Promise<Order> => {
    const body = parseOrBadRequest(WithdrawalRequest, request.body);
    const { customer } = loggedInOf(request);
    await db.transaction().execute(async (trx) => {
      const order = await findOwnOrderRow(trx, customer, request.params.number);
      assertOwnExternalCustomerId(customer, body.external_customer_id);
      const now = await claimOrder(trx, order.id, 'withdrawn_at', 'ORDER_ALREADY_WITHDRAWN');
      const items = await trx.selectFrom('order_items').select('status').where('order_id', '=', order.id).execute();
      const window = withdrawalWindow(
        {
          countryCode: order.country_code,
          deliveredAt: order.delivered_at === null ? null : new Date(Number(order.delivered_at)),
          withdrawnAt: null,
          items: items.map((item) => item.status),
        },
        new Date(now),
        shopTimeZone[order.country_code],
      );
      if (!window.possible) throw new ApiError(409, 'WITHDRAWAL_NOT_POSSIBLE');
    });
    const order = await findOwnOrder(db, customer, request.params.number);
    await sendOrderMail(options, request.log, customer, order, 'withdrawalReceipt');
    return order;
  });
}
