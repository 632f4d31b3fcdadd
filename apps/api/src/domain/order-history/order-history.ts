import type { OrdersPage } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { toOrders } from './read-orders';

const ordersOf = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('orders as counted')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('counted.customer_id', '=', customerId);

const orderCount = compiledOnce(ordersOf);

/**
 * A page of the history with the customer's total, which comes from a subquery both databases
 * run once per query: one round trip less than a count of its own, which on PostgreSQL costs more
 * than the count itself.
 */
const pageOf = (db: Kysely<Database>, customerId: string, limit: number) =>
  db
    .selectFrom('orders')
    .selectAll('orders')
    .select(ordersOf(db, customerId).as('total_count'))
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);

const firstPage = compiledOnce(pageOf);

/** The page after the keyset cursor's order. */
const pageAfter = compiledOnce(
  (db: Kysely<Database>, customerId: string, limit: number, placedAt: number, id: string) =>
    pageOf(db, customerId, limit).where((eb) =>
      eb.or([
        eb('placed_at', '<', placedAt),
        eb.and([eb('placed_at', '=', placedAt), eb('id', '<', id)]),
      ]),
    ),
);

/** The customer's history newest first, one page at a time (limit + keyset cursor). */
export async function orderHistoryPage(
  db: Kysely<Database>,
  customer: Customer,
  limit: number,
  cursor: string | undefined,
): Promise<OrdersPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  // One more than asked tells whether another page follows.
  const rows = after
    ? await pageAfter(db, customer.id, limit + 1, after.placedAt, after.id)
    : await firstPage(db, customer.id, limit + 1);
  // A cursor past the last order brings no row to carry the total.
  const total =
    rows[0]?.total_count ?? (after ? ((await orderCount(db, customer.id))[0]?.count ?? 0) : 0);
  const page = rows.slice(0, limit).map(({ total_count: _, ...row }) => row);
  const last = page[page.length - 1];
  return {
    orders: await toOrders(db, customer, page),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ placedAt: Number(last.placed_at), id: last.id })
        : null,
    totalCount: Number(total),
  };
}
