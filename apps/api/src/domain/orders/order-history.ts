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
  let query = db
    .selectFrom('orders')
    .selectAll()
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
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    orders: await toOrders(db, customer, page),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ placedAt: Number(last.placed_at), id: last.id })
        : null,
    totalCount: Number(count.count),
  };
}
