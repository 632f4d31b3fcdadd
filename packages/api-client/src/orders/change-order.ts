import { addresses } from '@account/contracts';
import type { CancelReasonCode, Order, ReturnReasonCode } from '@account/contracts';
import { call } from '@account/api-client';

/**
 * One key per customer action: the automatic retry after a token refresh sends the same key, so
 * the service replays its first answer instead of refusing a second cancel (apps/api
 * http/idempotency.ts). A service that ignores the header works as before.
 */
const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/** POST order/{number}/cancel with the order's external customer id (spec section 6). */
export function cancelOrder(
  order: Pick<Order, 'number' | 'externalCustomerId'>,
  reasonCode: CancelReasonCode,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Order> {
  return call(addresses.orders.cancelOrder, {
    params: { number: order.number },
    headers: idempotent(idempotencyKey),
    body: { externalCustomerId: order.externalCustomerId, reasonCode },
  });
}

/** An item the customer sends back, and how many of it. */
export interface ReturnedItem {
  id: string;
  quantity: number;
}

/**
 * The spec's return names items by their plain id; the quantity is this service's addition
 * (docs/decisions/README.md), so it is sent only where part of a line goes back. A service that knows
 * only ids then still gets every whole-line return right.
 */
function returnItemsOf(order: Pick<Order, 'items'>, returned: ReturnedItem[]) {
  return returned.map((line) => {
    const item = order.items.find((candidate) => candidate.id === line.id);
    return item?.quantity === line.quantity ? line.id : line;
  });
}

/** POST orders/return: the order, the items sent back and, if the customer gave one, why. */
export function returnOrder(
  order: Pick<Order, 'number' | 'items'>,
  returned: ReturnedItem[],
  idempotencyKey: string = crypto.randomUUID(),
  reason?: ReturnReasonCode,
): Promise<Order> {
  return call(addresses.orders.returnOrder, {
    headers: idempotent(idempotencyKey),
    body: {
      orderId: order.number,
      items: returnItemsOf(order, returned),
      ...(reason ? { reason } : {}),
    },
  });
}

/** POST order/{number}/withdrawal: declares the withdrawal; the receipt arrives by e-mail. */
export function withdrawFromOrder(
  order: Pick<Order, 'number' | 'externalCustomerId'>,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Order> {
  return call(addresses.orders.withdrawOrder, {
    params: { number: order.number },
    headers: idempotent(idempotencyKey),
    body: { externalCustomerId: order.externalCustomerId },
  });
}
