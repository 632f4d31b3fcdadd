import { shopTimeZone, type OrderSort, type OrdersPage } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';
import { decodeCursor, encodeCursor, type OrdersCursor } from './cursor';
import { filterConditions, hasFilters, placedRangeOf, type OrderFilters } from './order-filters';
import { orderYears } from './order-years';
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

/**
 * A filtered or oldest-first page with the number of matching orders. Built anew per call: the
 * filters change the query's shape, and a customer filters far less often than she opens the
 * history, which keeps the compiled queries above.
 */
async function filteredPage(
  db: Kysely<Database>,
  customer: Customer,
  limit: number,
  after: OrdersCursor | null,
  filters: OrderFilters,
  sort: OrderSort,
) {
  const range = placedRangeOf(filters.period, new Date(), shopTimeZone[customer.country_code]);
  const matching = db
    .selectFrom('orders')
    .where('orders.customer_id', '=', customer.id)
    .where((eb) => eb.and(filterConditions(eb, filters, range)));
  const later = sort === 'oldest' ? '>' : '<';
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    matching
      .selectAll('orders')
      .$if(after !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('orders.placed_at', later, after?.placedAt ?? 0),
            eb.and([
              eb('orders.placed_at', '=', after?.placedAt ?? 0),
              eb('orders.id', later, after?.id ?? ''),
            ]),
          ]),
        ),
      )
      .orderBy('orders.placed_at', direction)
      .orderBy('orders.id', direction)
      .limit(limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.count ?? 0) };
}

/** The unfiltered page, newest first, by the compiled queries. */
async function newestPage(
  db: Kysely<Database>,
  customer: Customer,
  limit: number,
  after: OrdersCursor | null,
) {
  const rows = after
    ? await pageAfter(db, customer.id, limit, after.placedAt, after.id)
    : await firstPage(db, customer.id, limit);
  // A cursor past the last order brings no row to carry the total.
  const total =
    rows[0]?.total_count ?? (after ? ((await orderCount(db, customer.id))[0]?.count ?? 0) : 0);
  return {
    rows: rows.map(({ total_count: _, ...row }) => row),
    total: Number(total),
  };
}

/**
 * The customer's history newest first (or oldest first), one page at a time (limit + keyset
 * cursor), narrowed by the filters when given.
 */
export async function orderHistoryPage(
  db: Kysely<Database>,
  customer: Customer,
  limit: number,
  cursor: string | undefined,
  filters: OrderFilters = {},
  sort: OrderSort = 'newest',
): Promise<OrdersPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  // One more than asked tells whether another page follows.
  const [{ rows, total }, years] = await Promise.all([
    hasFilters(filters) || sort === 'oldest'
      ? filteredPage(db, customer, limit + 1, after, filters, sort)
      : newestPage(db, customer, limit + 1, after),
    after ? undefined : orderYears(db, customer),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    orders: await toOrders(db, customer, page),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ placedAt: Number(last.placed_at), id: last.id })
        : null,
    totalCount: total,
    ...(years ? { years } : {}),
  };
}
