import type { CountryCode } from '@account/contracts';
import { calculateSCORReferenceChecksum, formatSCORReference } from 'swissqrbill/utils';

/**
 * The ISO 11649 creditor reference (SCOR) of an invoice: "RF", two check digits (mod 97) and the
 * invoice number itself, so it is the same on every print and the customer still recognises
 * the invoice in it. Grouped by four, as the QR-bill prints it.
 */
export function creditorReferenceOf(invoiceNumber: string): string {
  const body = invoiceNumber.toUpperCase();
  // ISO 11649 allows 21 letters and digits after the check digits; invoice numbers are "RE" + 8 digits.
  if (!/^[A-Z0-9]{1,21}$/.test(body))
    throw new Error(`No creditor reference for invoice number ${invoiceNumber}`);
  return formatSCORReference(`RF${calculateSCORReferenceChecksum(body)}${body}`);
}

/**
 * What the customer gives as the reference of a transfer. The Swiss shop's invoices carry a
 * creditor reference, the structured reference its QR-bill needs: the shop's account is an
 * ordinary IBAN (institution id 00762, not a QR-IBAN's 30000–31999), with which the standard
 * allows SCOR but not the 27-digit QR reference. We keep it that way rather than invent a demo
 * QR-IBAN: SCOR works with the one account the shop names everywhere (open invoices, the
 * invoice's transfer details), banks in Switzerland and the SEPA area check its digits, and
 * it holds the invoice number for the statement. German and Austrian invoices are referenced by
 * their number, as the transfer form's free text.
 */
export const paymentReferenceOf = (country: CountryCode, invoiceNumber: string): string =>
  country === 'CH' ? creditorReferenceOf(invoiceNumber) : invoiceNumber;
