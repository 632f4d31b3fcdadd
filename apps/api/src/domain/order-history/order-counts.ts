import type { ItemStatus } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OrderCounts {
  totalOrders: number;
  /** Orders with at least one returned item. */
  totalReturnedOrders: number;
  cancelledOrders: number;
  ordersInProgress: number;
  latestPlacedAt: number | null;
}

/** Counted in SQL: a customer with hundreds of orders must not load them to count them. */
export async function orderCountsOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<OrderCounts> {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.max('placed_at').as('latest'),
    ])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const byItems = (statuses: ItemStatus[], every: boolean) =>
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', customerId)
      .where((eb) => {
        const matching = eb
          .selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.status', every ? 'not in' : 'in', statuses);
        return every ? eb.not(eb.exists(matching)) : eb.exists(matching);
      })
      .executeTakeFirstOrThrow();
  const [returned, cancelled, inProgress] = await Promise.all([
    byItems(['returned'], false),
    byItems(['cancelled'], true),
    byItems(['received', 'confirmed', 'processing', 'dispatched', 'inDelivery'], false),
  ]);
  return {
    totalOrders: Number(orders.total),
    totalReturnedOrders: Number(returned.count),
    cancelledOrders: Number(cancelled.count),
    ordersInProgress: Number(inProgress.count),
    latestPlacedAt: orders.latest === null ? null : Number(orders.latest),
  };
}
