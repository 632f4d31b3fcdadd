import type { ItemStatus, OrderStatus } from './order-status';

export type OrderStatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'error';

const tones: Record<OrderStatus, OrderStatusTone> = {
  received: 'neutral',
  confirmed: 'neutral',
  processing: 'progress',
  dispatched: 'progress',
  inDelivery: 'progress',
  delivered: 'success',
  returnRegistered: 'progress',
  cancelled: 'error',
  returned: 'warning',
  partiallyReturned: 'warning',
  partiallyCancelled: 'warning',
};

interface LabelledOrder {
  status: OrderStatus;
  items: { status: ItemStatus; directSupplier: boolean }[];
}

/**
 * The common catalogue's key of an order's German label (spec section 3); the account home and
 * the orders area both show it. Goods a direct supplier ships
 * get their own labels ("Vom Hersteller versendet") while they are processed or on their way.
 */
export function statusLabelKey(order: LabelledOrder): string {
  const active = order.items.filter(
    (item) => item.status !== 'cancelled' && item.status !== 'returned',
  );
  const direct = active.length > 0 && active.every((item) => item.directSupplier);
  if (direct && order.status === 'processing') return 'orderStatus.processingDirect';
  if (direct && order.status === 'dispatched') return 'orderStatus.dispatchedDirect';
  return `orderStatus.${order.status}`;
}

export const statusTone = (status: OrderStatus): OrderStatusTone => tones[status];
