import { cancellationWindow, shopTimeZone, type CancelRequest } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { Conflict } from '../domain-error';
import { claimOrder } from './claim-order';
import { assertOwnExternalCustomerId } from './ownership';
import { findOwnOrderRow } from '../order-history/read-orders';
import { inTransaction } from '../../db/in-transaction';
import { creditOrderInvoices } from './credit-notes/credit-notes';
import { startRefund } from './refunds/refunds';

/** Cancels the customer's order: claimed once (see `claimOrder`), then only on the order's day. */
export async function cancelOrder(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
  request: CancelRequest,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await findOwnOrderRow(trx, customer, orderNumber);
    assertOwnExternalCustomerId(customer, request.external_customer_id);
    const now = await claimOrder(trx, order.id, 'cancelled_at', 'ORDER_ALREADY_CANCELLED', {
      cancel_reason: request.reason_code,
    });
    const items = await trx
      .selectFrom('order_items')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    const window = cancellationWindow(
      new Date(Number(order.placed_at)),
      new Date(now),
      shopTimeZone[order.country_code],
      items.map((item) => item.status),
    );
    if (!window.possible) throw new Conflict('ORDER_NOT_CANCELLABLE');
    const cancelled = await trx
      .selectFrom('order_items')
      .select(['id', 'sku', 'title', 'quantity', 'single_price_cents', 'vat_rate_basis_points'])
      .where('order_id', '=', order.id)
      .where('status', 'in', ['received', 'confirmed', 'processing'])
      .execute();
    await trx
      .updateTable('order_items')
      .set({ status: 'cancelled' })
      .where('order_id', '=', order.id)
      .where('status', 'in', ['received', 'confirmed', 'processing'])
      .execute();
    // Nothing is owed for a cancelled order: an invoice issued already is credited in full, the
    // cancelled lines and the shipping, by a credit note.
    const [creditNoteId] = await creditOrderInvoices(trx, order.id, {
      reason: 'cancellation',
      items: cancelled,
      shippingCents: Number(order.shipping_costs_cents),
      at: now,
    });
    await startRefund(trx, {
      orderId: order.id,
      paymentType: order.payment_type,
      returnId: null,
      creditNoteId: creditNoteId ?? null,
      at: now,
    });
    await trx
      .updateTable('invoices')
      .set({ open_amount_cents: 0 })
      .where('order_id', '=', order.id)
      .execute();
  });
}
