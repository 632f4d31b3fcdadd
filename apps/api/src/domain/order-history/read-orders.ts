import type { Order } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';
import { NotFound } from '../domain-error';
import { partsOfOrders, type OrderParts } from './order-parts';
import { toOrder, type OrderRow } from './order-view';

const NO_PARTS: OrderParts = { items: [], returns: [], invoices: [], shipments: [], refunds: [] };

export async function toOrders(
  db: Kysely<Database>,
  customer: Customer,
  rows: OrderRow[],
  now = new Date(),
): Promise<Order[]> {
  const parts = await partsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { items, returns, invoices, shipments, refunds } = parts.get(row.id) ?? NO_PARTS;
    return toOrder(row, items, customer.customer_id, now, returns, invoices, shipments, refunds);
  });
}

const ownOrderRow = compiledOnce((db: Kysely<Database>, orderNumber: string, customerId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('customer_id', '=', customerId),
);

/**
 * The customer's own order by number. Someone else's order answers exactly like one that does
 * not exist, so order numbers cannot be probed.
 */
export async function findOwnOrderRow(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
): Promise<OrderRow> {
  const [row] = await ownOrderRow(db, orderNumber, customer.id);
  if (!row) throw new NotFound();
  return row;
}

export async function findOwnOrder(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
): Promise<Order> {
  const [order] = await toOrders(db, customer, [await findOwnOrderRow(db, customer, orderNumber)]);
  return order as Order;
}
