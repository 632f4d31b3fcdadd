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

/** An item the customer sends back, how many of it, and why if they said. */
export interface ReturnedItem {
  id: string;
  quantity: number;
  reason?: ReturnReasonCode;
}

/**
 * The spec's return names items by their plain id; quantity and reason per item are this
 * service's additions (docs/decisions/README.md, docs/decisions/070-returns-per-item.md), so an
 * item goes as an object only where part of a line goes back or it has a reason. A service that
 * knows only ids then still gets every whole-line return right.
 */
function returnItemsOf(order: Pick<Order, 'items'>, returned: ReturnedItem[]) {
  return returned.map(({ id, quantity, reason }) => {
    const whole = order.items.find((candidate) => candidate.id === id)?.quantity === quantity;
    if (whole && !reason) return id;
    return { id, ...(whole ? {} : { quantity }), ...(reason ? { reason } : {}) };
  });
}

/** The one reason all items give: a service that knows only the return's single reason keeps it. */
function sharedReason(returned: ReturnedItem[]): ReturnReasonCode | undefined {
  const reasons = new Set(returned.map((item) => item.reason));
  return reasons.size === 1 ? [...reasons][0] : undefined;
}

/** POST orders/return: the order, and the items sent back with why, where the customer said. */
export function returnOrder(
  order: Pick<Order, 'number' | 'items'>,
  returned: ReturnedItem[],
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Order> {
  const reason = sharedReason(returned);
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
