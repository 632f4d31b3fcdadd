import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CreditNotesTable } from '../../../db/orders-schema';
import { vatFigures, type BilledItem } from '../invoices/vat-figures';

/** A line credited: an item as it was billed, and how many of it come back. */
export type CreditedLine = BilledItem;

/** One series for all shops: GS- and eight digits, e.g. GS-00000001. */
const creditNoteNumber = (sequence: number) => `GS-${String(sequence).padStart(8, '0')}`;

/** The next number after the highest issued (fixed width, so the highest sorts last). */
async function nextCreditNoteNumber(db: Kysely<Database>): Promise<string> {
  const { highest } = await db
    .selectFrom('credit_notes')
    .select((eb) => eb.fn.max('credit_note_number').as('highest'))
    .executeTakeFirstOrThrow();
  return creditNoteNumber(highest ? Number(highest.slice(3)) + 1 : 1);
}

export interface CreditRequest {
  invoiceId: string;
  reason: CreditNotesTable['reason'];
  /** The order items credited; each is marked with the credit note. */
  items: Array<{
    id: string;
    sku: string;
    title: string;
    quantity: number;
    single_price_cents: number;
    vat_rate_basis_points: number;
  }>;
  shippingCents: number;
  at: number;
  /** False when the invoice's open amount already reflects the credit (credit notes backfilled). */
  lowerOpenAmount: boolean;
  /** A given id (a backfill run again writes the same rows); a new one otherwise. */
  id?: string;
}

/**
 * Issues a credit note against an invoice for the given items (and shipping, when the whole
 * order is cancelled), marks the items as credited, and lowers what is still open on the invoice
 * by its amount. Call inside the transaction that changes the items. Its id; null when nothing is
 * credited.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  request: CreditRequest,
): Promise<string | null> {
  if (request.items.length === 0 && request.shippingCents === 0) return null;
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'customer_id', 'currency', 'open_amount_cents'])
    .where('id', '=', request.invoiceId)
    .executeTakeFirstOrThrow();
  const lines: CreditedLine[] = request.items.map((item) => ({
    sku: item.sku,
    title: item.title,
    quantity: item.quantity,
    singlePriceCents: item.single_price_cents,
    vatRate: item.vat_rate_basis_points,
  }));
  const amount = vatFigures(lines, request.shippingCents).totalGrossCents;
  const id = request.id ?? randomUUID();
  const number = await nextCreditNoteNumber(db);
  await db
    .insertInto('credit_notes')
    .values({
      id,
      credit_note_number: number,
      invoice_id: invoice.id,
      customer_id: invoice.customer_id,
      reason: request.reason,
      lines: JSON.stringify(lines),
      shipping_cents: request.shippingCents,
      amount_cents: amount,
      currency: invoice.currency,
      created_at: request.at,
    })
    .execute();
  if (request.items.length > 0)
    await db
      .updateTable('order_items')
      .set({ credit_note_id: id })
      .where(
        'id',
        'in',
        request.items.map((item) => item.id),
      )
      .execute();
  if (request.lowerOpenAmount)
    await db
      .updateTable('invoices')
      .set({ open_amount_cents: Math.max(0, invoice.open_amount_cents - amount) })
      .where('id', '=', invoice.id)
      .execute();
  return id;
}

/**
 * Credits items of an order against each of its invoices (a return received, a cancellation),
 * lowering what is open on them. Call inside the transaction that changes the items. The ids of
 * the credit notes issued: none for an order without an invoice (paid in advance).
 */
export async function creditOrderInvoices(
  db: Kysely<Database>,
  orderId: string,
  credit: Omit<CreditRequest, 'invoiceId' | 'lowerOpenAmount' | 'id'>,
): Promise<string[]> {
  const invoices = await db
    .selectFrom('invoices')
    .select('id')
    .where('order_id', '=', orderId)
    .execute();
  const issued: string[] = [];
  for (const invoice of invoices) {
    const id = await issueCreditNote(db, {
      ...credit,
      invoiceId: invoice.id,
      lowerOpenAmount: true,
    });
    if (id) issued.push(id);
  }
  return issued;
}
