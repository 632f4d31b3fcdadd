import {
  localeOfCountry,
  shopDate,
  shopTimeZone,
  type CountryCode,
  type Locale,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import type { InvoicesTable } from '../../../db/orders-schema';
import { NotFound } from '../../domain-error';
import { findBillingAddress } from '../../customer/addresses/billing-address';
import { bankTransferOf } from '../../shops/shop-records';
import { sellerOf, type Seller } from '../../shops/shop-records';
import { paymentReferenceOf } from './payment-reference';
import { creditNotesOfInvoices } from '../credit-notes/credit-notes-of-invoices';
import { sepaDirectDebitOf, type SepaDirectDebit } from './sepa-mandate';
import { vatFigures, type BilledItem, type VatFigures } from './vat-figures';

/** Everything printed on an invoice, in the customer's shop. */
export interface InvoiceDocument {
  locale: Locale;
  seller: Seller;
  invoiceNumber: string;
  /** yyyy-mm-dd in the shop's time zone. */
  issuedOn: string;
  /** yyyy-mm-dd the goods were delivered; null while they are on their way. */
  deliveredOn: string | null;
  dueDate: string;
  orderNumber: string | null;
  customerNumber: string;
  billTo: string[];
  /** The billing address in its parts, as a payment slip's debtor. */
  billingParty: BillingParty;
  currency: InvoicesTable['currency'];
  /** What is left to pay, in cents. */
  openAmountCents: number;
  paymentType: InvoicesTable['payment_type'];
  bankTransfer: ReturnType<typeof bankTransferOf>;
  /** The transfer's reference: the invoice number, in the Swiss shop its creditor reference. */
  paymentReference: string;
  /** A direct debit's mandate and creditor identifier; null on invoice and in the Swiss shop. */
  sepaDirectDebit: SepaDirectDebit | null;
  figures: VatFigures;
  /** The credit notes issued against the invoice, oldest first ("bereits gutgeschrieben"). */
  creditNotes: Array<{ creditNoteNumber: string; issuedOn: string; amountCents: number }>;
}

const SALUTATIONS = { MR: 'Herr', MS: 'Frau', FAMILY: 'Familie' } as const;

/** Who an invoice is addressed to: the customer at the billing address, or at the account's. */
export interface BillingParty {
  name: string;
  careOf: string | null;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  country: CountryCode;
}

async function billingPartyOf(db: Kysely<Database>, customer: Customer): Promise<BillingParty> {
  const name = [
    customer.salutation ? SALUTATIONS[customer.salutation] : null,
    customer.first_name,
    customer.last_name,
  ]
    .filter(Boolean)
    .join(' ');
  const billing = await findBillingAddress(db, customer.id);
  const address = billing
    ? {
        street: billing.street,
        streetNumber: billing.street_number,
        zipCode: billing.zip_code,
        city: billing.city,
        country: billing.country_code,
      }
    : {
        street: customer.street ?? '',
        streetNumber: customer.street_number ?? '',
        zipCode: customer.zip_code ?? '',
        city: customer.city ?? '',
        country: customer.country_code,
      };
  return { name, careOf: customer.care_of || null, ...address };
}

const billToLines = (party: BillingParty): string[] =>
  [
    party.name,
    ...(party.careOf ? [`c/o ${party.careOf}`] : []),
    `${party.street} ${party.streetNumber}`.trim(),
    `${party.zipCode} ${party.city}`.trim(),
  ].filter(Boolean);

/**
 * Items of the same variant at the same price and rate form one line, as on the invoice that
 * was issued: a partial return splits an order item in two, but not the invoice.
 */
function billedItems(
  rows: Array<{
    sku: string;
    title: string;
    quantity: number;
    single_price_cents: number;
    vat_rate_basis_points: number;
  }>,
): BilledItem[] {
  const lines = new Map<string, BilledItem>();
  for (const row of rows) {
    const key = `${row.sku}|${row.single_price_cents}|${row.vat_rate_basis_points}`;
    const line = lines.get(key);
    if (line) line.quantity += row.quantity;
    else
      lines.set(key, {
        sku: row.sku,
        title: row.title,
        quantity: row.quantity,
        singlePriceCents: row.single_price_cents,
        vatRate: row.vat_rate_basis_points,
      });
  }
  return [...lines.values()];
}

/**
 * One of the customer's invoices, with the order it bills: cancelled items are not billed,
 * returned ones are (the return is credited against it). Anyone else's invoice answers like an
 * unknown one.
 */
export async function invoiceDocumentOf(
  db: Kysely<Database>,
  customer: Customer,
  invoiceNumber: string,
): Promise<InvoiceDocument> {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('invoice_number', '=', invoiceNumber)
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (!invoice) throw new NotFound();
  const order = invoice.order_id
    ? await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', invoice.order_id)
        .executeTakeFirst()
    : undefined;
  const items = order
    ? await db
        .selectFrom('order_items')
        .select([
          'sku',
          'title',
          'quantity',
          'single_price_cents',
          'vat_rate_basis_points',
          'status',
        ])
        .where('order_id', '=', order.id)
        .where('status', '!=', 'cancelled')
        .orderBy('position')
        .execute()
    : [];
  const country = order?.country_code ?? customer.country_code;
  const timeZone = shopTimeZone[country];
  const locale = localeOfCountry[country];
  const day = (ms: number) => shopDate(new Date(Number(ms)), timeZone);
  const billingParty = await billingPartyOf(db, customer);
  const credits = (await creditNotesOfInvoices(db, [invoice.id])).get(invoice.id) ?? [];
  return {
    locale,
    seller: sellerOf(locale),
    invoiceNumber: invoice.invoice_number,
    issuedOn: day(invoice.created_at),
    deliveredOn: order?.delivered_at ? day(order.delivered_at) : null,
    dueDate: invoice.due_date,
    orderNumber: order?.order_number ?? null,
    customerNumber: customer.customer_number,
    billTo: billToLines(billingParty),
    billingParty,
    currency: invoice.currency,
    openAmountCents: invoice.open_amount_cents,
    paymentType: invoice.payment_type,
    bankTransfer: bankTransferOf(country),
    paymentReference: paymentReferenceOf(country, invoice.invoice_number),
    sepaDirectDebit:
      invoice.payment_type === 'DIRECT_DEBIT'
        ? sepaDirectDebitOf(country, customer.customer_number)
        : null,
    figures: vatFigures(
      billedItems(items),
      items.length > 0 ? (order?.shipping_costs_cents ?? 0) : 0,
    ),
    creditNotes: credits.map((note) => ({
      creditNoteNumber: note.creditNoteNumber,
      issuedOn: day(note.createdAt),
      amountCents: note.amountCents,
    })),
  };
}
