import { shopDate, shopTimeZone } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';

/**
 * The first and the latest order, each read from one end of the (customer_id, placed_at) index:
 * a subquery per bound, because SQLite answers min() or max() from the index only when it is the
 * query's sole aggregate (both in one select scan every order of the customer).
 */
const placedBounds = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('orders')
      .select((inner) => inner.fn.min('placed_at').as('first'))
      .where('customer_id', '=', customerId)
      .as('first'),
    eb
      .selectFrom('orders')
      .select((inner) => inner.fn.max('placed_at').as('latest'))
      .where('customer_id', '=', customerId)
      .as('latest'),
  ]),
);

/** The year of an instant in the shop's calendar, by contracts' cached formatter. */
const yearOf = (ms: number, timeZone: string) =>
  Number(shopDate(new Date(ms), timeZone).slice(0, 4));

/**
 * The shop-calendar years from the customer's latest order back to her first, newest first: the
 * choices of the period filter. A year without an order inside that span stays a choice, where it
 * finds nothing, rather than costing a scan of every order to leave it out.
 */
export async function orderYears(db: Kysely<Database>, customer: Customer): Promise<number[]> {
  const [bounds] = await placedBounds(db, customer.id);
  if (!bounds || bounds.first === null || bounds.latest === null) return [];
  const timeZone = shopTimeZone[customer.country_code];
  const latest = yearOf(Number(bounds.latest), timeZone);
  const first = yearOf(Number(bounds.first), timeZone);
  return Array.from({ length: latest - first + 1 }, (_, i) => latest - i);
}
