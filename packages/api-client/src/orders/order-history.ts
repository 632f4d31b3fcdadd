import { addresses } from '@account/contracts';
import type { Order, OrdersInsights, OrdersPage, OrdersQuery } from '@account/contracts';
import { call } from '@account/api-client';

/** The history's optional filters and order (issue 40). */
export type OrderHistoryFilters = Pick<OrdersQuery, 'period' | 'state' | 'q' | 'sort'>;

/**
 * GET orders: one page of the history, newest first unless sorted otherwise, narrowed by the
 * filters given; pass the previous page's nextCursor (with the same filters) for more.
 */
export function getOrders({
  limit,
  cursor,
  ...filters
}: {
  limit: number;
  cursor?: string;
} & OrderHistoryFilters): Promise<OrdersPage> {
  return call(addresses.orderHistory.orders, {
    query: { addressStrictTyping: true, limit, cursor, ...filters },
  });
}

/** GET order/{id} with the order number as id. */
export function getOrder(orderNumber: string): Promise<Order> {
  return call(addresses.orderHistory.order, {
    params: { id: orderNumber },
    query: { addressStrictTyping: true, origin: 'SHOP' },
  });
}

export function getOrdersInsights(): Promise<OrdersInsights> {
  return call(addresses.orderHistory.ordersInsights);
}
