import type { OrderPaymentType } from './orders';

/**
 * Where a refund stands (issue 40), in the customer's words: a return is announced
 * ("Rücksendung angemeldet"), its parcel arrives ("eingetroffen"), then the money is sent back
 * ("Erstattung veranlasst"). A cancellation has no parcel: it waits as `ORDER_CANCELLED` until
 * the money goes back.
 */
export const refundStates = [
  'RETURN_REGISTERED',
  'RETURN_RECEIVED',
  'ORDER_CANCELLED',
  'REFUND_ISSUED',
] as const;
// Exported with its schema from orders.ts, as the OpenAPI document names it.
type RefundState = (typeof refundStates)[number];

/**
 * Where the money goes: an order on invoice is credited on its invoice, one paid by direct debit
 * back to the customer's bank account, one paid with PayPal to the PayPal account.
 */
export const refundMethods = ['INVOICE', 'ACCOUNT', 'PAYPAL'] as const;
type RefundMethod = (typeof refundMethods)[number];

/** The way back of the money follows the way it came (docs/decisions/069-*.md). */
export function refundMethodOf(paymentType: OrderPaymentType): RefundMethod {
  if (paymentType === 'INVOICE') return 'INVOICE';
  if (paymentType === 'DIRECT_DEBIT') return 'ACCOUNT';
  return 'PAYPAL';
}

/** How long the account home still shows a refund once issued (docs/decisions/069-*.md). */
export const REFUND_SHOWN_FOR_DAYS = 14;

/**
 * The refund the account home shows of several: the money the customer waits for first (a
 * parcel arrived or an order cancelled, the newest of them), then the newest return announced
 * (its parcel may still be at home), else the newest issued in the past 14 days; null when there
 * is none.
 */
export function latestRefund<T extends { refund: { state: RefundState; since: string } }>(
  refunds: readonly T[],
  now: Date,
): T | null {
  const newestFirst = [...refunds].sort((a, b) => b.refund.since.localeCompare(a.refund.since));
  const shownFrom = now.getTime() - REFUND_SHOWN_FOR_DAYS * 86_400_000;
  return (
    newestFirst.find(
      (entry) =>
        entry.refund.state === 'RETURN_RECEIVED' || entry.refund.state === 'ORDER_CANCELLED',
    ) ??
    newestFirst.find((entry) => entry.refund.state === 'RETURN_REGISTERED') ??
    newestFirst.find((entry) => Date.parse(entry.refund.since) >= shownFrom) ??
    null
  );
}
