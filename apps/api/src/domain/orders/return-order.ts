import { randomUUID } from 'node:crypto';
import { returnWindow, shopTimeZone, type ReturnReasonCode } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { Conflict, InvalidInput } from '../domain-error';
import { findOwnOrderRow } from '../order-history/read-orders';
import type { OrderItemRow } from '../order-history/order-view';
import { inTransaction } from '../../db/in-transaction';
import type { CarrierLabels } from '../returns/carrier-labels';
import type { CarrierId } from '../../db/orders-schema';
import { returnCarrierOf } from '../returns/carriers';
import { creditOrderInvoices } from './credit-notes/credit-notes';
import { startRefund } from './refunds/refunds';

/** One line of a return: the item, how many of it (all of it when not given), and why. */
export interface ReturnLine {
  id: string;
  quantity?: number;
  reason?: ReturnReasonCode | null;
}

/** What the confirmation mail and the return label name. */
export interface RegisteredReturn {
  code: string;
  /** The reason all its items share; null when none was given or they differ. */
  reason: ReturnReasonCode | null;
  items: { title: string; sku: string; quantity: number }[];
  /** The carrier that takes the parcel back, and the parcel number it booked (compact). */
  carrier: CarrierId;
  parcelNumber: string;
}

/**
 * Each item once; a line naming an item twice is ambiguous unless both mean "all of it" for the
 * same reason.
 */
function uniqueLines(lines: ReturnLine[]): ReturnLine[] {
  const byId = new Map<string, ReturnLine>();
  for (const line of lines) {
    const earlier = byId.get(line.id);
    if (
      earlier &&
      (earlier.quantity !== undefined ||
        line.quantity !== undefined ||
        (earlier.reason ?? null) !== (line.reason ?? null))
    )
      throw new InvalidInput('BAD_REQUEST', 'An item appears twice in the return.');
    byId.set(line.id, line);
  }
  return [...byId.values()];
}

/** The lines with their items, refusing what cannot be returned (see `registerReturn`). */
function returnedParts(items: OrderItemRow[], lines: ReturnLine[]) {
  return lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.id);
    if (!item) throw new InvalidInput();
    if (item.status === 'returned' || item.status === 'returnRegistered')
      throw new Conflict('ORDER_ALREADY_RETURNED');
    if (item.status !== 'delivered') throw new Conflict('ORDER_NOT_RETURNABLE');
    const quantity = line.quantity ?? item.quantity;
    if (quantity > item.quantity)
      throw new InvalidInput('BAD_REQUEST', 'More items than were delivered.');
    return { item, quantity, reason: line.reason ?? null };
  });
}

/** The one reason every part gives, for the return's own `reason` that older clients read. */
function sharedReason(parts: { reason: ReturnReasonCode | null }[]): ReturnReasonCode | null {
  const reasons = new Set(parts.map((part) => part.reason));
  return reasons.size === 1 ? [...reasons][0]! : null;
}

/**
 * Announces the return of delivered items of the customer's order: the items become
 * "returnRegistered" until the parcel arrives (`receiveReturn`), and the return gets the code of
 * its label and the parcel number its carrier booked (`labels`). Part of a line (1 of 2 pillows)
 * is split off into its own item. Items returned or announced already: 409
 * ORDER_ALREADY_RETURNED; not delivered, or delivered more than 30 days ago (shop time): 409
 * ORDER_NOT_RETURNABLE. Each returned item keeps the reason of its line.
 */
export async function registerReturn(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
  lines: ReturnLine[],
  labels: CarrierLabels,
): Promise<RegisteredReturn> {
  return inTransaction(db, async (trx) => {
    const order = await findOwnOrderRow(trx, customer, orderNumber);
    const now = Date.now();
    // Takes the order's row lock first, so two returns of one order run one after the other.
    await trx.updateTable('orders').set({ updated_at: now }).where('id', '=', order.id).execute();
    const items = await trx
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    const parts = returnedParts(items, uniqueLines(lines));
    const reason = sharedReason(parts);
    const deliveredAt = order.delivered_at === null ? null : new Date(Number(order.delivered_at));
    const window = returnWindow(
      { deliveredAt, items: items.map((item) => item.status) },
      new Date(now),
      shopTimeZone[order.country_code],
    );
    if (!window.possible) throw new Conflict('ORDER_NOT_RETURNABLE');

    const earlier = await trx
      .selectFrom('order_returns')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    const returnId = randomUUID();
    const code = `R${order.order_number}-${earlier.length + 1}`;
    // The shop's carrier: orders are placed, and returned, in the customer's own shop.
    const carrier = returnCarrierOf(order.country_code);
    const { parcelNumber } = await labels.book(trx, carrier, code);
    await trx
      .insertInto('order_returns')
      .values({
        id: returnId,
        order_id: order.id,
        code,
        reason,
        registered_at: now,
        received_at: null,
        carrier: carrier.id,
        parcel_number: parcelNumber,
      })
      .execute();
    let position = Math.max(...items.map((item) => item.position));
    for (const { item, quantity, reason: itemReason } of parts) {
      const returned = {
        status: 'returnRegistered',
        return_id: returnId,
        return_reason: itemReason,
      } as const;
      if (quantity === item.quantity) {
        await trx.updateTable('order_items').set(returned).where('id', '=', item.id).execute();
        continue;
      }
      position += 1;
      await trx
        .updateTable('order_items')
        .set({ quantity: item.quantity - quantity })
        .where('id', '=', item.id)
        .execute();
      await trx
        .insertInto('order_items')
        .values({
          ...item,
          id: randomUUID(),
          position,
          quantity,
          ...returned,
        })
        .execute();
    }
    return {
      code,
      reason,
      items: parts.map(({ item, quantity }) => ({ title: item.title, sku: item.sku, quantity })),
      carrier: carrier.id,
      parcelNumber,
    };
  });
}

/**
 * The warehouse received the parcel of a return: its items count as returned, a credit note for
 * them lowers what is still open on the order's invoice, and their refund starts. False for an unknown code or a
 * return received before.
 */
export async function receiveReturn(db: Kysely<Database>, code: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = Date.now();
    const received = await trx
      .selectFrom('order_returns')
      .innerJoin('orders', 'orders.id', 'order_returns.order_id')
      .select(['order_returns.id', 'order_returns.order_id', 'orders.payment_type'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!received) return false;
    // Conditional, so a parcel scanned twice at once is credited once.
    const { numUpdatedRows } = await trx
      .updateTable('order_returns')
      .set({ received_at: now })
      .where('id', '=', received.id)
      .where('received_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return false;
    const items = await trx
      .selectFrom('order_items')
      .select(['id', 'sku', 'title', 'quantity', 'single_price_cents', 'vat_rate_basis_points'])
      .where('return_id', '=', received.id)
      .execute();
    await trx
      .updateTable('order_items')
      .set({ status: 'returned', returned_at: now })
      .where('return_id', '=', received.id)
      .execute();
    // The credit is a credit note against each invoice of the order, and lowers what is open.
    const [creditNoteId] = await creditOrderInvoices(trx, received.order_id, {
      reason: 'return',
      items,
      shippingCents: 0,
      at: now,
    });
    await startRefund(trx, {
      orderId: received.order_id,
      paymentType: received.payment_type,
      returnId: received.id,
      creditNoteId: creditNoteId ?? null,
      at: now,
    });
    return true;
  });
}
