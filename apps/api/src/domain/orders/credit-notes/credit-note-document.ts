import {
  localeOfCountry,
  shopDate,
  shopTimeZone,
  type CountryCode,
  type Locale,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import type { CreditNotesTable, InvoicesTable } from '../../../db/orders-schema';
import { NotFound } from '../../domain-error';
import { sellerOf, type Seller } from '../../shops/shop-records';
import { invoiceDocumentOf } from '../invoices/invoice-document';
import { vatFigures, type VatFigures } from '../invoices/vat-figures';
import type { CreditedLine } from './credit-notes';

const countryCodes = Object.keys(localeOfCountry) as CountryCode[];

/** Everything printed on a credit note, in the customer's shop. */
export interface CreditNoteDocument {
  locale: Locale;
  seller: Seller;
  creditNoteNumber: string;
  /** yyyy-mm-dd in the shop's time zone. */
  issuedOn: string;
  invoiceNumber: string;
  invoiceIssuedOn: string;
  orderNumber: string | null;
  customerNumber: string;
  billTo: string[];
  reason: CreditNotesTable['reason'];
  currency: InvoicesTable['currency'];
  paymentType: InvoicesTable['payment_type'];
  /** True while the invoice is still open: the credit is set off against it, not paid out. */
  offsetAgainstInvoice: boolean;
  figures: VatFigures;
}

/**
 * One of the customer's credit notes with the invoice it refers to. Anyone else's answers like
 * an unknown one.
 */
export async function creditNoteDocumentOf(
  db: Kysely<Database>,
  customer: Customer,
  creditNoteNumber: string,
): Promise<CreditNoteDocument> {
  const note = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .selectAll('credit_notes')
    .select(['invoices.invoice_number'])
    .where('credit_notes.credit_note_number', '=', creditNoteNumber)
    .where('credit_notes.customer_id', '=', customer.id)
    .executeTakeFirst();
  if (!note) throw new NotFound();
  const invoice = await invoiceDocumentOf(db, customer, note.invoice_number);
  // The shop is the invoice's: its locale names it.
  const country = countryCodes.find((code) => localeOfCountry[code] === invoice.locale) ?? 'DE';
  const timeZone = shopTimeZone[country];
  const lines = JSON.parse(note.lines) as CreditedLine[];
  return {
    locale: invoice.locale,
    seller: sellerOf(invoice.locale),
    creditNoteNumber: note.credit_note_number,
    issuedOn: shopDate(new Date(Number(note.created_at)), timeZone),
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssuedOn: invoice.issuedOn,
    orderNumber: invoice.orderNumber,
    customerNumber: invoice.customerNumber,
    billTo: invoice.billTo,
    reason: note.reason,
    currency: note.currency,
    paymentType: invoice.paymentType,
    offsetAgainstInvoice: invoice.paymentType === 'INVOICE',
    figures: vatFigures(lines, Number(note.shipping_cents)),
  };
}
