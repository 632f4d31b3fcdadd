import {
  currencyOfCountry,
  shopDate,
  shopTimeZone,
  sortOpenInvoices,
  type InvoiceSortOrder,
  type OpenInvoices,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Customer, Database } from '../../db/schema';
import { paymentReferenceOf } from './invoices/payment-reference';
import { bankTransferOf } from '../shops/shop-records';
import { fromCents } from '../order-history/money';
import { creditNotesOfInvoices } from './credit-notes/credit-notes-of-invoices';

/** The customer's invoices with something left to pay: built and compiled once (issue 38). */
const openInvoiceRows = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('invoices')
    .leftJoin('orders', 'orders.id', 'invoices.order_id')
    .select([
      'invoices.id',
      'invoices.invoice_number',
      'invoices.amount_cents',
      'invoices.open_amount_cents',
      'invoices.due_date',
      'invoices.payment_type',
      'orders.order_number',
    ])
    .where('invoices.customer_id', '=', customerId)
    .where('invoices.open_amount_cents', '>', 0),
);

/**
 * What the customer still has to pay, overdue invoices marked ENCASH, and the balance, with the
 * shop's account to transfer to. Direct-debit invoices are collected by the shop on the due
 * date, so they are never overdue for the customer and need no transfer reference. The Swiss
 * shop's reference is the creditor reference its QR-bill carries. Each invoice names the credit
 * notes issued against it, what they credited and what is still to pay.
 */
export async function openInvoicesOf(
  db: Kysely<Database>,
  customer: Customer,
  sort: InvoiceSortOrder,
): Promise<OpenInvoices> {
  const rows = await openInvoiceRows(db, customer.id);
  // Overdue from the day after the due date, in the customer's shop.
  const today = shopDate(new Date(), shopTimeZone[customer.country_code]);
  const timeZone = shopTimeZone[customer.country_code];
  const credits = await creditNotesOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  const invoices = rows.map((row) => {
    const byTransfer = row.payment_type === 'INVOICE';
    const creditNotes = credits.get(row.id) ?? [];
    return {
      invoiceNumber: row.invoice_number,
      orderNumber: row.order_number,
      openAmount: fromCents(row.open_amount_cents),
      invoiceAmount: fromCents(row.amount_cents),
      creditedAmount: fromCents(creditNotes.reduce((sum, note) => sum + note.amountCents, 0)),
      amountDue: fromCents(row.open_amount_cents),
      creditNotes: creditNotes.map((note) => ({
        creditNoteNumber: note.creditNoteNumber,
        issuedOn: shopDate(new Date(note.createdAt), timeZone),
        amount: fromCents(note.amountCents),
        reason: note.reason,
      })),
      dueDate: row.due_date,
      paymentType: row.payment_type,
      status: byTransfer && row.due_date < today ? ('ENCASH' as const) : ('OPEN' as const),
      ...(byTransfer
        ? { paymentReference: paymentReferenceOf(customer.country_code, row.invoice_number) }
        : {}),
    };
  });
  return {
    invoices: sortOpenInvoices(invoices, sort),
    balance: fromCents(rows.reduce((sum, row) => sum + row.open_amount_cents, 0)),
    currency: currencyOfCountry[customer.country_code],
    bankTransfer: bankTransferOf(customer.country_code),
  };
}
