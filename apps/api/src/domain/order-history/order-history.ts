import type { OrdersPage } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { toOrders } from './read-orders';

/** The customer's history newest first, one page at a time (limit + keyset cursor). */
export async function orderHistoryPage(
  db: Kysely<Database>,
  customer: Customer,
  limit: number,
  cursor: string | undefined,
): Promise<OrdersPage> {
  // The total comes with the page, from a subquery both databases run once per query: one
  // round trip less than a count of its own, which on PostgreSQL costs more than the count itself.
  const allOrders = db
    .selectFrom('orders as counted')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('counted.customer_id', '=', customer.id);
  let query = db
    .selectFrom('orders')
    .selectAll('orders')
    .select(allOrders.as('total_count'))
    .where('customer_id', '=', customer.id)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    // One more than asked tells whether another page follows.
    .limit(limit + 1);
  if (cursor) {
    const after = decodeCursor(cursor);
    query = query.where((eb) =>
      eb.or([
        eb('placed_at', '<', after.placedAt),
        eb.and([eb('placed_at', '=', after.placedAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  // A cursor past the last order brings no row to carry the total.
  const total =
    rows[0]?.total_count ?? (cursor ? (await allOrders.executeTakeFirstOrThrow()).count : 0);
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
