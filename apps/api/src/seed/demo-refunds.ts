import { refundMethodOf } from '@account/contracts';
import type { Insertable } from 'kysely';
import type { OrderRefundsTable, OrderReturnsTable } from '../db/orders-schema';
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoRefundContext {
  orderId: string;
  orderNumber: string;
  /** Midnight of the seed's shop day, epoch milliseconds. */
  dayStart: number;
  cancelledAt: number | null;
  /** The seed's stable ids, so a second run writes the same rows. */
  id: (name: string) => string;
}

/**
 * DEMO DATA: the returns of a demo order and the refunds of those received, and the refund of a
 * cancelled order paid in advance (issue 40), dated as domain/orders/refunds/refunds.ts would
 * date them: a credit on the invoice goes back when the parcel arrives, money paid already on the
 * day given. The credit notes come later, from creditEarlierReturns.
 */
export function demoRefundRows(demo: DemoOrder, context: DemoRefundContext) {
  const method = refundMethodOf(demo.paymentType);
  const returnOfItem = new Map<number, Insertable<OrderReturnsTable>>();
  const refunds: Insertable<OrderRefundsTable>[] = [];
  const day = (daysAgo: number, hour: number) => context.dayStart - daysAgo * DAY + hour * HOUR;
  const returns = (demo.returns ?? []).map((demoReturn, index) => {
    const row: Insertable<OrderReturnsTable> = {
      id: context.id(`return:${context.orderNumber}:${index}`),
      order_id: context.orderId,
      code: `R${context.orderNumber}-${index + 1}`,
      reason: null,
      registered_at: day(demoReturn.registeredDaysAgo, 9),
      received_at:
        demoReturn.receivedDaysAgo === undefined ? null : day(demoReturn.receivedDaysAgo, 10),
      // Booked when the customer first opens the label (domain/returns/open-return.ts).
      carrier: null,
      parcel_number: null,
    };
    for (const position of demoReturn.items) returnOfItem.set(position, row);
    if (row.received_at !== null && row.received_at !== undefined) {
      const receivedAt = Number(row.received_at);
      refunds.push({
        id: context.id(`refund:${context.orderNumber}:${index}`),
        order_id: context.orderId,
        return_id: row.id,
        credit_note_id: null,
        method,
        created_at: receivedAt,
        issued_at:
          method === 'INVOICE'
            ? receivedAt
            : demoReturn.refundedDaysAgo === undefined
              ? null
              : day(demoReturn.refundedDaysAgo, 12),
      });
    }
    return row;
  });
  if (context.cancelledAt !== null && demo.cancellationRefundedDaysAgo !== undefined)
    refunds.push({
      id: context.id(`refund:${context.orderNumber}:cancellation`),
      order_id: context.orderId,
      return_id: null,
      credit_note_id: null,
      method,
      created_at: context.cancelledAt,
      issued_at: day(demo.cancellationRefundedDaysAgo, 12),
    });
  return { returns, refunds, returnOfItem };
}
