import { latestRefund, type OrdersInsights } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { toOrders } from './read-orders';

/** Orders enough to find the newest refund: a customer returns a few orders at a time. */
const RECENT = 10;

/**
 * The money back the account home shows (issue 40): of the customer's orders with the latest
 * returns and refunds, the newest refund under way, else the newest issued lately.
 */
export async function latestRefundOf(
  db: Kysely<Database>,
  customer: Customer,
  now = new Date(),
): Promise<OrdersInsights['latestRefund']> {
  const [returned, refunded] = await Promise.all([
    db
      .selectFrom('order_returns')
      .innerJoin('orders', 'orders.id', 'order_returns.order_id')
      .select('orders.id')
      .where('orders.customer_id', '=', customer.id)
      .orderBy('order_returns.registered_at', 'desc')
      .limit(RECENT)
      .execute(),
    db
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select('orders.id')
      .where('orders.customer_id', '=', customer.id)
      .orderBy('order_refunds.created_at', 'desc')
      .limit(RECENT)
      .execute(),
  ]);
  const ids = [...new Set([...returned, ...refunded].map((row) => row.id))];
  if (ids.length === 0) return null;
  const rows = await db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
  const orders = await toOrders(db, customer, rows, now);
  return latestRefund(
    orders.flatMap((order) =>
      (order.refunds ?? []).map((refund) => ({
        orderNumber: order.number,
        timeZone: order.timeZone,
        refund,
      })),
    ),
    now,
  );
}
