import type { CountryCode } from '@account/contracts';
import type { InvoicesTable } from '../../../db/orders-schema';

/**
 * The days the printed payment terms give (invoice-texts.ts, the orders and payments areas):
 * on invoice 14 days after the goods arrived; a direct debit 5 days after dispatch, in the
 * Swiss shop "frühestens 14 Tage nach Versand", so it is collected on the 14th day.
 */
const TERM_DAYS = {
  INVOICE: { DE: 14, AT: 14, CH: 14 },
  DIRECT_DEBIT: { DE: 5, AT: 5, CH: 14 },
} as const satisfies Record<InvoicesTable['payment_type'], Record<CountryCode, number>>;

const plusDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The due date the invoice's terms name, yyyy-mm-dd. The invoice is issued when the parcel is
 * dispatched, so the invoice date stands for the dispatch; while the goods are on their way the
 * delivery date is the invoice date, as the invoice prints ("entspricht dem Rechnungsdatum").
 */
export function dueDateOf(invoice: {
  paymentType: InvoicesTable['payment_type'];
  country: CountryCode;
  issuedOn: string;
  deliveredOn: string | null;
}): string {
  const days = TERM_DAYS[invoice.paymentType][invoice.country];
  const from =
    invoice.paymentType === 'INVOICE'
      ? (invoice.deliveredOn ?? invoice.issuedOn)
      : invoice.issuedOn;
  return plusDays(from, days);
}
