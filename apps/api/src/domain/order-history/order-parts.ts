import { PostgresAdapter, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import type { OrderInvoiceRow, OrderItemRow, OrderReturnRow, OrderShipmentRow } from './order-view';
import type { OrderRefundRow } from './order-refunds';

/** What an order is made of besides its own row, each in the order the customer reads it. */
export interface OrderParts {
  items: OrderItemRow[];
  returns: OrderReturnRow[];
  invoices: OrderInvoiceRow[];
  shipments: OrderShipmentRow[];
  refunds: OrderRefundRow[];
}

// Each part's query, compiled once per number of orders asked for (a page of the history, or one
// order); PostgreSQL runs them as subqueries of one statement, SQLite one by one.

/** The lines in their position. */
const itemsOf = (db: Kysely<Database>) =>
  db.selectFrom('order_items').selectAll('order_items').orderBy('order_items.position');

/** The returns announced online, oldest first. */
const returnsOf = (db: Kysely<Database>) =>
  db.selectFrom('order_returns').selectAll('order_returns').orderBy('order_returns.registered_at');

/** The invoices issued, oldest first. */
const invoicesOf = (db: Kysely<Database>) =>
  db
    .selectFrom('invoices')
    .select(['invoices.order_id', 'invoices.invoice_number', 'invoices.created_at'])
    .orderBy('invoices.created_at')
    .orderBy('invoices.invoice_number');

/** The parcels, first dispatched first. */
const shipmentsOf = (db: Kysely<Database>) =>
  db.selectFrom('order_shipments').selectAll('order_shipments').orderBy('order_shipments.position');

/** The refunds started, with the amount of their credit note where there is one. */
const refundsOf = (db: Kysely<Database>) =>
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
    ]);

/**
 * On PostgreSQL every part of every order in one statement, each as a JSON array: one round trip
 * instead of five. The order history's profile put 37 % of the API's CPU into socket writes, most
 * of them these queries' (issue 38). The columns are text, integer and bigint, which JSON carries
 * as the driver reads them.
 */
const partsInOne = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  db
    .selectFrom('orders')
    .where('orders.id', 'in', orderIds)
    .select((eb) => {
      const orderId = eb.ref('orders.id');
      return [
        'orders.id',
        jsonArrayFrom(itemsOf(db).whereRef('order_items.order_id', '=', orderId)).as('items'),
        jsonArrayFrom(returnsOf(db).whereRef('order_returns.order_id', '=', orderId)).as('returns'),
        jsonArrayFrom(invoicesOf(db).whereRef('invoices.order_id', '=', orderId)).as('invoices'),
        jsonArrayFrom(shipmentsOf(db).whereRef('order_shipments.order_id', '=', orderId)).as(
          'shipments',
        ),
        jsonArrayFrom(refundsOf(db).whereRef('order_refunds.order_id', '=', orderId)).as('refunds'),
      ];
    }),
);

const itemRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  itemsOf(db).where('order_items.order_id', 'in', orderIds),
);
const returnRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  returnsOf(db).where('order_returns.order_id', 'in', orderIds),
);
const invoiceRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  invoicesOf(db).where('invoices.order_id', 'in', orderIds),
);
const shipmentRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  shipmentsOf(db).where('order_shipments.order_id', 'in', orderIds),
);
const refundRows = compiledOnce((db: Kysely<Database>, orderIds: string[]) =>
  refundsOf(db).where('order_refunds.order_id', 'in', orderIds),
);

/** Rows of several orders by order id, each order's in the order the query returned them. */
function byOrder<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const ofOrder = grouped.get(row.order_id);
    if (ofOrder) ofOrder.push(row);
    else grouped.set(row.order_id, [row]);
  }
  return grouped;
}

/**
 * On SQLite one query per part: each is a call into the embedded library, with no round trip to
 * save, and building JSON there to parse it here again would only add work.
 */
async function partsApart(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, OrderParts>> {
  const [items, returns, invoices, shipments, refunds] = await Promise.all([
    itemRows(db, orderIds).then(byOrder),
    returnRows(db, orderIds).then(byOrder),
    (invoiceRows(db, orderIds) as Promise<OrderInvoiceRow[]>).then(byOrder),
    shipmentRows(db, orderIds).then(byOrder),
    (refundRows(db, orderIds) as Promise<OrderRefundRow[]>).then(byOrder),
  ]);
  return new Map(
    orderIds.map((id) => [
      id,
      {
        items: items.get(id) ?? [],
        returns: returns.get(id) ?? [],
        invoices: invoices.get(id) ?? [],
        shipments: shipments.get(id) ?? [],
        refunds: refunds.get(id) ?? [],
      },
    ]),
  );
}

/** The parts of the orders by order id; none to ask for when there is no order. */
export async function partsOfOrders(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, OrderParts>> {
  if (orderIds.length === 0) return new Map();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return partsApart(db, orderIds);
  const rows = (await partsInOne(db, orderIds)) as unknown as ({ id: string } & OrderParts)[];
  return new Map(rows.map(({ id, ...parts }) => [id, parts]));
}
