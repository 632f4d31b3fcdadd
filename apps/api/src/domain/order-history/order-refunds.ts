import { refundMethodOf, type OrderRefund } from '@account/contracts';
import type { OrderRefundsTable } from '../../db/orders-schema';
import { iso } from '../iso-time';
import { fromCents } from './money';
import type { OrderItemRow, OrderReturnRow, OrderRow } from './order-view';

/** A refund as read with its order, with the amount of its credit note (null without one). */
export interface OrderRefundRow {
  order_id: string;
  return_id: string | null;
  method: OrderRefundsTable['method'];
  created_at: number;
  issued_at: number | null;
  credited_cents: number | null;
}

const costOf = (items: OrderItemRow[]) =>
  items.reduce((sum, item) => sum + item.single_price_cents * item.quantity, 0);

/**
 * The Order's refunds: one per return, in the order the returns were announced (a return whose
 * parcel is on its way has no refund row yet, and no amount), then the cancellation's. The amount
 * is the credit note's; an order without an invoice has none, and gets back what it paid for the
 * credited items (and the shipping, when cancelled).
 */
export function refundsOf(
  order: OrderRow,
  items: OrderItemRow[],
  returns: OrderReturnRow[],
  refunds: OrderRefundRow[],
): OrderRefund[] {
  const amountOf = (refund: OrderRefundRow, credited: number) =>
    fromCents(refund.credited_cents === null ? credited : Number(refund.credited_cents));
  const ofReturns = returns.map((row): OrderRefund => {
    const refund = refunds.find((candidate) => candidate.return_id === row.id);
    const returned = items.filter((item) => item.return_id === row.id);
    return {
      returnCode: row.code,
      state: !refund
        ? 'RETURN_REGISTERED'
        : refund.issued_at === null
          ? 'RETURN_RECEIVED'
          : 'REFUND_ISSUED',
      amount: refund ? amountOf(refund, costOf(returned)) : null,
      currency: order.currency,
      method: refund?.method ?? refundMethodOf(order.payment_type),
      issuedAt: iso(refund?.issued_at ?? null),
      since: iso(refund?.issued_at ?? row.received_at ?? row.registered_at),
    };
  });
  const cancellation = refunds.find((refund) => refund.return_id === null);
  if (!cancellation) return ofReturns;
  const cancelled = items.filter((item) => item.status === 'cancelled');
  return [
    ...ofReturns,
    {
      returnCode: null,
      state: cancellation.issued_at === null ? 'ORDER_CANCELLED' : 'REFUND_ISSUED',
      amount: amountOf(cancellation, costOf(cancelled) + Number(order.shipping_costs_cents)),
      currency: order.currency,
      method: cancellation.method,
      issuedAt: iso(cancellation.issued_at),
      since: iso(cancellation.issued_at ?? cancellation.created_at),
    },
  ];
}
