import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface CreditNoteRow {
  invoiceId: string;
  creditNoteNumber: string;
  amountCents: number;
  reason: 'return' | 'cancellation';
  createdAt: number;
}

/** The credit notes issued against the given invoices, oldest first, grouped by invoice id. */
export async function creditNotesOfInvoices(
  db: Kysely<Database>,
  invoiceIds: string[],
): Promise<Map<string, CreditNoteRow[]>> {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .selectFrom('credit_notes')
    .select(['invoice_id', 'credit_note_number', 'amount_cents', 'reason', 'created_at'])
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('credit_note_number')
    .execute();
  for (const row of rows)
    byInvoice.set(row.invoice_id, [
      ...(byInvoice.get(row.invoice_id) ?? []),
      {
        invoiceId: row.invoice_id,
        creditNoteNumber: row.credit_note_number,
        amountCents: Number(row.amount_cents),
        reason: row.reason,
        createdAt: Number(row.created_at),
      },
    ]);
  return byInvoice;
}
