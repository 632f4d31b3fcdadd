import type { CountryCode } from '@account/contracts';
import { creditorIdOf } from '../../shops/shop-records';

/** What a SEPA direct debit must name for the customer to recognise and check it. */
export interface SepaDirectDebit {
  mandateReference: string;
  creditorId: string;
}

/** The direct debit method's id: one mandate per customer, for the bank details on file. */
const METHOD_ID = 'LS';

/** Characters SEPA allows in a mandate reference (EPC, "Latin character set" minus space). */
const NOT_ALLOWED = /[^A-Za-z0-9+?/\-:().,']/g;

/**
 * The mandate reference, stable for as long as the customer's direct debit stands: the shop
 * prefix, the customer number and the method, at most 35 SEPA characters.
 */
export const mandateReferenceOf = (customerNumber: string): string =>
  `S24-${customerNumber}-${METHOD_ID}`.replace(NOT_ALLOWED, '').slice(0, 35);

/** The mandate and creditor identifier of a direct debit; null in a shop without SEPA debit. */
export function sepaDirectDebitOf(
  country: CountryCode,
  customerNumber: string,
): SepaDirectDebit | null {
  const creditorId = creditorIdOf(country);
  return creditorId ? { creditorId, mandateReference: mandateReferenceOf(customerNumber) } : null;
}
