import { randomUUID } from 'node:crypto';
import { refundMethodOf, type OrderPaymentType } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface RefundStart {
  orderId: string;
  paymentType: OrderPaymentType;
  /** The return received; null for the order's cancellation. */
  returnId: string | null;
  /** The credit note that states the amount; none for an order without an invoice. */
  creditNoteId: string | null;
  at: number;
}

/**
 * Starts the refund of a return received or an order cancelled. A credit on the invoice is the
 * refund itself, so it is issued at once; money paid already goes back by the payment service,
 * which confirms with `issueRefund` (spec section 9: within 3 days). An order on invoice not
 * billed yet was not paid: nothing goes back. Call inside the transaction that credits the items.
 */
export async function startRefund(db: Kysely<Database>, start: RefundStart): Promise<void> {
  const method = refundMethodOf(start.paymentType);
  if (method === 'INVOICE' && start.creditNoteId === null) return;
  await db
    .insertInto('order_refunds')
    .values({
      id: randomUUID(),
      order_id: start.orderId,
      return_id: start.returnId,
      credit_note_id: start.creditNoteId,
      method,
      created_at: start.at,
      issued_at: method === 'INVOICE' ? start.at : null,
    })
    .execute();
}

/**
 * The payment service sent the money of a refund back: the refund of the return with this code,
 * or of the order's cancellation when the code is null. False when there is no such refund
 * waiting (unknown, or issued before), so a confirmation sent twice counts once.
 */
export async function issueRefund(
  db: Kysely<Database>,
  orderNumber: string,
  returnCode: string | null,
  at = Date.now(),
): Promise<boolean> {
  const order = db.selectFrom('orders').select('id').where('order_number', '=', orderNumber);
  let refund = db
    .updateTable('order_refunds')
    .set({ issued_at: at })
    .where('order_id', '=', order)
    .where('issued_at', 'is', null);
  refund =
    returnCode === null
      ? refund.where('return_id', 'is', null)
      : refund.where(
          'return_id',
          '=',
          db.selectFrom('order_returns').select('id').where('code', '=', returnCode),
        );
  const { numUpdatedRows } = await refund.executeTakeFirst();
  return numUpdatedRows > 0n;
}
