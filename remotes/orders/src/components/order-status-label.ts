import type { Order, OrderStatus } from '@account/contracts';

type Tone = 'neutral' | 'progress' | 'success' | 'warning' | 'error';

const tones: Record<OrderStatus, Tone> = {
  received: 'neutral',
  confirmed: 'neutral',
  processing: 'progress',
  dispatched: 'progress',
  inDelivery: 'progress',
  delivered: 'success',
  cancelled: 'error',
  returned: 'warning',
  partiallyReturned: 'warning',
  partiallyCancelled: 'warning',
};

/**
 * The catalogue key of an order's German label (spec section 3). Goods a direct supplier ships
 * get their own "… Direktlieferant" labels while they are processed or on their way.
 */
export function statusLabelKey(order: Pick<Order, 'status' | 'items'>): string {
  const active = order.items.filter((item) => item.status !== 'cancelled' && item.status !== 'returned');
  const direct = active.length > 0 && active.every((item) => item.directSupplier);
  if (direct && order.status === 'processing') return 'status.processingDirect';
  if (direct && order.status === 'dispatched') return 'status.dispatchedDirect';
  return `status.${order.status}`;
}

export const statusTone = (status: OrderStatus): Tone => tones[status];
