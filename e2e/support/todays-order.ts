import { shopDate, shopTimeZone } from '@account/contracts';
import { orderNumber, type orderNumbers } from './orders';
import { inRunDatabase } from './run-database';

/**
 * The shop's demo order of today (seq 1), still of today when the test opens it. The suite seeds
 * once, at its start, and online cancellation is open only on the order's calendar day in the
 * shop's zone by the server's clock (spec section 9), which a test cannot set back. A suite that
 * has run past midnight there moves the order's placing to now, as if it had been placed after
 * midnight; before midnight the seeded order stays as it is.
 */
export function todaysOrder(country: keyof typeof orderNumbers): string {
  const number = orderNumber(country, 1);
  const now = new Date();
  inRunDatabase((database) => {
    const order = database
      .prepare('select placed_at from orders where order_number = ?')
      .get(number) as { placed_at: number } | undefined;
    if (!order) throw new Error(`No order ${number} in the database`);
    if (placedToday(Number(order.placed_at), country, now)) return;
    database
      .prepare('update orders set placed_at = ?, updated_at = ? where order_number = ?')
      .run(now.getTime(), now.getTime(), number);
  });
  return number;
}

/** Whether an order placed at `placedAt` (epoch ms) is of today in the shop's zone. */
export function placedToday(
  placedAt: number,
  country: keyof typeof orderNumbers,
  now: Date,
): boolean {
  const timeZone = shopTimeZone[country];
  return shopDate(new Date(placedAt), timeZone) === shopDate(now, timeZone);
}
