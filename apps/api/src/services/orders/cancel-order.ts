import { CancelRequest, cancellationWindow, shopTimeZone, type Order } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import { claimOrder } from '../../orders/claim-order';
import { findOwnOrder, findOwnOrderRow } from '../../orders/read-orders';
import type { ServiceOptions } from '../service-options';
import { sendOrderMail } from './mails/send-order-mail';
import { assertOwnExternalCustomerId } from './ownership';

/** POST order/{number}/cancel: claimed once (see `claimOrder`), then only on the order's day. */
export function cancelOrderRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;
  app.post<{ Params: { number: string } }>('/order/:number/cancel', { preHandler: app.requireCustomer }, async (request): Promise<Order> => {
    const body = parseOrBadRequest(CancelRequest, request.body);
    const { customer } = loggedInOf(request);
    await db.transaction().execute(async (trx) => {
      const order = await findOwnOrderRow(trx, customer, request.params.number);
      assertOwnExternalCustomerId(customer, body.external_customer_id);
      const now = await claimOrder(trx, order.id, 'cancelled_at', 'ORDER_ALREADY_CANCELLED', { cancel_reason: body.reason_code });
      const items = await trx.selectFrom('order_items').select('status').where('order_id', '=', order.id).execute();
      const window = cancellationWindow(
        new Date(Number(order.placed_at)),
        new Date(now),
        shopTimeZone[order.country_code],
        items.map((item) => item.status),
      );
      if (!window.possible) throw new ApiError(409, 'ORDER_NOT_CANCELLABLE');
      await trx
        .updateTable('order_items')
        .set({ status: 'cancelled' })
        .where('order_id', '=', order.id)
        .where('status', 'in', ['received', 'confirmed', 'processing'])
        .execute();
      // Nothing is owed for a cancelled order.
      await trx.updateTable('invoices').set({ open_amount_cents: 0 }).where('order_id', '=', order.id).execute();
    });
    const order = await findOwnOrder(db, customer, request.params.number);
    await sendOrderMail(options, request.log, customer, order, 'cancellation');
    return order;
  });
}
