import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OrderTotals {
  totalOrders: number;
  totalReturnedOrders: number;
}

/**
 * Order counts for the personal details (the return rate is returned / total). Orders arrive
 * with the order-history service; until its migration adds the orders table no customer can
 * have any, so this is the single place that will count them.
 */
export async function orderTotalsOf(
  _db: Kysely<Database>,
  _customerId: string,
): Promise<OrderTotals> {
  return { totalOrders: 0, totalReturnedOrders: 0 };
}
