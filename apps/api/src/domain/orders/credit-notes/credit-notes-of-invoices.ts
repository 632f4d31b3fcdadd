import type { Kysely } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once';
import type { Database } from '../../../db/schema';

export interface CreditNoteRow {
  invoiceId: string;
  creditNoteNumber: string;
  amountCents: number;
  reason: 'return' | 'cancellation';
  createdAt: number;
}

/** Compiled once per number of invoices (db/compiled-once.ts): open invoices ask on every call. */
const creditNoteRows = compiledOnce((db: Kysely<Database>, invoiceIds: string[]) =>
  db
    .selectFrom('credit_notes')
    .select(['invoice_id', 'credit_note_number', 'amount_cents', 'reason', 'created_at'])
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('credit_note_number'),
);

/** The credit notes issued against the given invoices, oldest first, grouped by invoice id. */
export async function creditNotesOfInvoices(
  db: Kysely<Database>,
  invoiceIds: string[],
): Promise<Map<string, CreditNoteRow[]>> {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await creditNoteRows(db, invoiceIds);
  for (const row of rows) {
    const note: CreditNoteRow = {
      invoiceId: row.invoice_id,
      creditNoteNumber: row.credit_note_number,
      amountCents: Number(row.amount_cents),
      reason: row.reason,
      createdAt: Number(row.created_at),
    };
    const ofInvoice = byInvoice.get(row.invoice_id);
    if (ofInvoice) ofInvoice.push(note);
    else byInvoice.set(row.invoice_id, [note]);
  }
  return byInvoice;
}
