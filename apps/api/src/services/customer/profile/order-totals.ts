import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { orderCountsOf } from '../../../domain/order-history/order-counts';

export interface OrderTotals {
  totalOrders: number;
  totalReturnedOrders: number;
}

/** Order counts for the personal details (the return rate is returned / total). */
export async function orderTotalsOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<OrderTotals> {
  const { totalOrders, totalReturnedOrders } = await orderCountsOf(db, customerId);
  return { totalOrders, totalReturnedOrders };
}
