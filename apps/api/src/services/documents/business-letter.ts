import type { Locale } from '@account/contracts';

/**
 * The A4 business letter every shop document shares (invoice, credit note, summary): its left
 * and right edge, where content stops for the footer, and how dates, amounts and VAT rates read.
 */
export const LEFT = 50;
export const RIGHT = 545;
export const PAGE_BOTTOM = 770;

/** yyyy-mm-dd as the documents print it: 28.11.2026. */
export const dateOf = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** Amounts in cents, in the shop's format and currency (1.234,50 € / CHF 1’234.50). */
export function amountFormat(locale: Locale, currency: string): (cents: number) => string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (cents) => money.format(cents / 100);
}

/** A VAT rate in basis points: 1900 → "19 %", 810 → "8,1 %". */
export function rateFormat(locale: Locale): (basisPoints: number) => string {
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (basisPoints) => `${percent.format(basisPoints / 100)}\u00a0%`;
}
