import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { issueCreditNote } from './credit-notes';

/**
 * Gives returned items that have no credit note yet (returns received before issue 39, the demo
 * history) one credit note per invoice, dated when the goods came back. Their invoice's open
 * amount was lowered when they were received, so it is left as it is.
 */
export async function creditEarlierReturns(
  db: Kysely<Database>,
  customerId?: string,
): Promise<void> {
  let query = db
    .selectFrom('order_items')
    .innerJoin('invoices', 'invoices.order_id', 'order_items.order_id')
    .select([
      'invoices.id as invoice_id',
      'order_items.id',
      'order_items.sku',
      'order_items.title',
      'order_items.quantity',
      'order_items.single_price_cents',
      'order_items.vat_rate_basis_points',
      'order_items.returned_at',
    ])
    .where('order_items.status', '=', 'returned')
    .where('order_items.credit_note_id', 'is', null)
    .orderBy('invoices.created_at')
    .orderBy('order_items.position');
  if (customerId) query = query.where('invoices.customer_id', '=', customerId);
  const rows = await query.execute();
  const byInvoice = new Map<string, typeof rows>();
  for (const row of rows)
    byInvoice.set(row.invoice_id, [...(byInvoice.get(row.invoice_id) ?? []), row]);
  for (const [invoiceId, items] of byInvoice)
    await issueCreditNote(db, {
      invoiceId,
      reason: 'return',
      items,
      shippingCents: 0,
      at: Math.max(...items.map((item) => Number(item.returned_at ?? 0))),
      lowerOpenAmount: false,
      // One backfilled credit note per invoice: its id follows from the invoice's.
      id: `credit-note:${invoiceId}`,
    });
}
