import { returnWindow, shopTimeZone } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findOwnOrderRow } from './read-orders';

/**
 * Registers the return of delivered items of the customer's order. Repeating it changes nothing
 * more and fails with 409 ORDER_ALREADY_RETURNED; items not delivered yet, or delivered more than
 * 30 days ago (shop time), are not returnable: 409 ORDER_NOT_RETURNABLE.
 */
export async function returnOrderItems(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
  itemIds: string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findOwnOrderRow(trx, customer, orderNumber);
    const now = Date.now();
    // Takes the order's row lock first, so two returns of one order run one after the other.
    await trx.updateTable('orders').set({ updated_at: now }).where('id', '=', order.id).execute();
    const items = await trx
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    const selected = items.filter((item) => itemIds.includes(item.id));
    if (selected.length !== itemIds.length) throw new ApiError(400, 'BAD_REQUEST');
    if (selected.some((item) => item.status === 'returned'))
      throw new ApiError(409, 'ORDER_ALREADY_RETURNED');
    if (selected.some((item) => item.status !== 'delivered'))
      throw new ApiError(409, 'ORDER_NOT_RETURNABLE');
    const deliveredAt = order.delivered_at === null ? null : new Date(Number(order.delivered_at));
    const window = returnWindow(
      { deliveredAt, items: items.map((item) => item.status) },
      new Date(now),
      shopTimeZone[order.country_code],
    );
    if (!window.possible) throw new ApiError(409, 'ORDER_NOT_RETURNABLE');
    await trx
      .updateTable('order_items')
      .set({ status: 'returned', returned_at: now })
      .where('id', 'in', itemIds)
      .execute();
    // The credit for the returned goods lowers what is still open on the order's invoice.
    const credit = selected.reduce((sum, item) => sum + item.single_price_cents * item.quantity, 0);
    const invoices = await trx
      .selectFrom('invoices')
      .select(['id', 'open_amount_cents'])
      .where('order_id', '=', order.id)
      .execute();
    for (const invoice of invoices) {
      await trx
        .updateTable('invoices')
        .set({ open_amount_cents: Math.max(0, invoice.open_amount_cents - credit) })
        .where('id', '=', invoice.id)
        .execute();
    }
  });
}
