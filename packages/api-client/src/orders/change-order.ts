import type { CancelReasonCode, Order } from '@account/contracts';
import { request } from '../request';

/** POST order/{number}/cancel with the order's external customer id (spec section 6). */
export function cancelOrder(order: Pick<Order, 'number' | 'externalCustomerId'>, reasonCode: CancelReasonCode): Promise<Order> {
  return request('orders', `order/${encodeURIComponent(order.number)}/cancel`, {
    method: 'POST',
    body: { externalCustomerId: order.externalCustomerId, reasonCode },
  });
}

/** POST orders/return: the order and the items sent back. */
export function returnOrder(orderNumber: string, itemIds: string[]): Promise<Order> {
  return request('orders', 'orders/return', { method: 'POST', body: { orderId: orderNumber, items: itemIds } });
}

/** POST order/{number}/withdrawal: declares the withdrawal; the receipt arrives by e-mail. */
export function withdrawFromOrder(order: Pick<Order, 'number' | 'externalCustomerId'>): Promise<Order> {
  return request('orders', `order/${encodeURIComponent(order.number)}/withdrawal`, {
    method: 'POST',
    body: { externalCustomerId: order.externalCustomerId },
  });
}
