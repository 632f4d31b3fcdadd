import { addresses } from '@account/contracts';
import type { Order, OrdersInsights, OrdersPage } from '@account/contracts';
import { call } from '@account/api-client';

/** GET orders: one page of the history, newest first; pass the previous page's nextCursor for more. */
export function getOrders({
  limit,
  cursor,
}: {
  limit: number;
  cursor?: string;
}): Promise<OrdersPage> {
  return call(addresses.orderHistory.orders, {
    query: { addressStrictTyping: true, limit, cursor },
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
