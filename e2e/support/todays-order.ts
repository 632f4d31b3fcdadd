import { shopDate, shopTimeZone } from '@account/contracts';
import { orderNumber, type orderNumbers } from './orders';
import { inRunDatabase } from './run-database';

/** Where a run keeps its orders' placing: the run's SQLite file, or the deployed PostgreSQL. */
export interface OrderPlacings {
  /** The order's `placed_at` (epoch ms), or undefined when there is no such order. */
  placedAt(orderNumber: string): number | undefined;
  /** Sets the order's `placed_at` and `updated_at` to `at` (epoch ms). */
  movePlacing(orderNumber: string, at: number): void;
}

/**
 * The shop's demo order of today (seq 1), still of today when the test opens it. A suite seeds
 * once, at its start, and online cancellation is open only on the order's calendar day in the
 * shop's zone by the server's clock (spec section 9), which a test cannot set back. A suite that
 * has run past midnight there moves the order's placing to now, as if it had been placed after
 * midnight; before midnight the seeded order stays as it is.
 */
export function todaysOrderIn(placings: OrderPlacings, country: keyof typeof orderNumbers): string {
  const number = orderNumber(country, 1);
  const now = new Date();
  const placedAt = placings.placedAt(number);
  if (placedAt === undefined) throw new Error(`No order ${number} in the database`);
  if (!placedToday(placedAt, country, now)) placings.movePlacing(number, now.getTime());
  return number;
}

/** The run's SQLite database, as the suites against `pnpm serve` have it. */
const runDatabase: OrderPlacings = {
  placedAt: (number) =>
    inRunDatabase((database) => {
      const order = database
        .prepare('select placed_at from orders where order_number = ?')
        .get(number) as { placed_at: number } | undefined;
      return order && Number(order.placed_at);
    }),
  movePlacing: (number, at) =>
    inRunDatabase((database) => {
      database
        .prepare('update orders set placed_at = ?, updated_at = ? where order_number = ?')
        .run(at, at, number);
    }),
};

/** Today's demo order in the run's SQLite database (see `todaysOrderIn`). */
export function todaysOrder(country: keyof typeof orderNumbers): string {
  return todaysOrderIn(runDatabase, country);
}

/** Whether an order placed at `placedAt` (epoch ms) is of today in the shop's zone. */
function placedToday(placedAt: number, country: keyof typeof orderNumbers, now: Date): boolean {
  const timeZone = shopTimeZone[country];
  return shopDate(new Date(placedAt), timeZone) === shopDate(now, timeZone);
}
