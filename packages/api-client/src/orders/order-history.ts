import type { Order, OrdersInsights, OrdersPage } from '@account/contracts';
import { request } from '../request';

/** GET orders: one page of the history, newest first; pass the previous page's nextCursor for more. */
export function getOrders({
  limit,
  cursor,
}: {
  limit: number;
  cursor?: string;
}): Promise<OrdersPage> {
  return request('orderHistory', 'orders', { query: { addressStrictTyping: true, limit, cursor } });
}

/** GET order/{id} with the order number as id. */
export function getOrder(orderNumber: string): Promise<Order> {
  return request('orderHistory', `order/${encodeURIComponent(orderNumber)}`, {
    query: { addressStrictTyping: true, origin: 'SHOP' },
  });
}

export function getOrdersInsights(): Promise<OrdersInsights> {
  return request('orderHistory', 'orders-insights');
}
