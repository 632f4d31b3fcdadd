import { shopTimeZone } from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';

/** The first and the latest order, both read from the end of the (customer_id, placed_at) index. */
const placedBounds = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('orders')
    .select((eb) => [eb.fn.min('placed_at').as('first'), eb.fn.max('placed_at').as('latest')])
    .where('customer_id', '=', customerId),
);

const yearOf = (ms: number, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone }).format(new Date(ms)));

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
