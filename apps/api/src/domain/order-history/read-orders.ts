import type { Order } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';
import { NotFound } from '../domain-error';
import {
  toOrder,
  type OrderInvoiceRow,
  type OrderItemRow,
  type OrderReturnRow,
  type OrderRow,
  type OrderShipmentRow,
} from './order-view';
import type { OrderRefundRow } from './order-refunds';

/** Rows of several orders, each order's in the order the query returned them. */
function byOrder<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const ofOrder = grouped.get(row.order_id);
    if (ofOrder) ofOrder.push(row);
    else grouped.set(row.order_id, [row]);
  }
  return grouped;
}

// An order's lines, returns and invoices: compiled once per number of orders asked for (a page
// of the history, or one order).
const itemRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('position'),
);

/** The returns announced online, oldest first. */
const returnRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db
    .selectFrom('order_returns')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('registered_at'),
);

/** The parcels of the orders, first dispatched first. */
const shipmentRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position'),
);

/** The refunds started for the orders, with the amount of their credit note where there is one. */
const refundRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db
    .selectFrom('order_refunds')
    .leftJoin('credit_notes', 'credit_notes.id', 'order_refunds.credit_note_id')
    .select([
      'order_refunds.order_id',
      'order_refunds.return_id',
      'order_refunds.method',
      'order_refunds.created_at',
      'order_refunds.issued_at',
      'credit_notes.amount_cents as credited_cents',
    ])
    .where('order_refunds.order_id', 'in', orderIds),
);

/** The invoices issued for the orders, oldest first. */
const invoiceRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db
    .selectFrom('invoices')
    .select(['order_id', 'invoice_number', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('invoice_number'),
);

/** Rows of the orders by order id; none to ask for when there is no order. */
async function byOrderOf<T extends { order_id: string }>(
  read: (db: Kysely<Database>, orderIds: string[]) => Promise<T[]>,
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, T[]>> {
  return orderIds.length === 0 ? new Map() : byOrder(await read(db, orderIds));
}

export async function toOrders(
  db: Kysely<Database>,
  customer: Customer,
  rows: OrderRow[],
  now = new Date(),
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, returns, invoices, shipments, refunds] = await Promise.all([
    byOrderOf<OrderItemRow>(itemRows, db, ids),
    byOrderOf<OrderReturnRow>(returnRows, db, ids),
    byOrderOf(
      invoiceRows as (db: Kysely<Database>, ids: string[]) => Promise<OrderInvoiceRow[]>,
      db,
      ids,
    ),
    byOrderOf<OrderShipmentRow>(shipmentRows, db, ids),
    byOrderOf<OrderRefundRow>(refundRows, db, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.get(row.id) ?? [],
      customer.customer_id,
      now,
      returns.get(row.id) ?? [],
      invoices.get(row.id) ?? [],
      shipments.get(row.id) ?? [],
      refunds.get(row.id) ?? [],
    ),
  );
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
