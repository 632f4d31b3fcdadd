import { getOrders, type OrderHistoryFilters } from '@account/api-client/orders';

/** Small pages: the first screen shows fast even for customers with hundreds of orders. */
export const ORDERS_PAGE_SIZE = 10;

export function fetchOrderPage(filters: OrderHistoryFilters, cursor?: string) {
  return getOrders({ limit: ORDERS_PAGE_SIZE, cursor, ...filters });
}
