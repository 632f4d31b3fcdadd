import type { Order } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { NotFound } from '../domain-error';
import {
  toOrder,
  type OrderInvoiceRow,
  type OrderItemRow,
  type OrderReturnRow,
  type OrderRow,
} from './order-view';

/** Rows of several orders, each order's in the order the query returned them. */
function byOrder<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row]);
  return grouped;
}

async function itemsOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderItemRow[]>();
  return byOrder(
    await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('position')
      .execute(),
  );
}

/** The returns announced online, oldest first, by order id. */
async function returnsOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderReturnRow[]>();
  return byOrder(
    await db
      .selectFrom('order_returns')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('registered_at')
      .execute(),
  );
}

/** The invoices issued for the orders, oldest first, by order id. */
async function invoicesOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderInvoiceRow[]>();
  return byOrder(
    (await db
      .selectFrom('invoices')
      .select(['order_id', 'invoice_number', 'created_at'])
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('invoice_number')
      .execute()) as OrderInvoiceRow[],
  );
}

export async function toOrders(
  db: Kysely<Database>,
  customer: Customer,
  rows: OrderRow[],
  now = new Date(),
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, returns, invoices] = await Promise.all([
    itemsOf(db, ids),
    returnsOf(db, ids),
    invoicesOf(db, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.get(row.id) ?? [],
      customer.customer_id,
      now,
      returns.get(row.id) ?? [],
      invoices.get(row.id) ?? [],
    ),
  );
}

/**
 * The customer's own order by number. Someone else's order answers exactly like one that does
 * not exist, so order numbers cannot be probed.
 */
export async function findOwnOrderRow(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
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
