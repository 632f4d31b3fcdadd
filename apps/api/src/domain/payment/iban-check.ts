import { matchesIbanPattern, normalizeIban, type CountryCode } from '@account/contracts';
import { extractIBAN, isValidIBAN } from 'ibantools';
import { bankOf, type Bank } from './bank-directory';

export type IbanCheck = { valid: true; iban: string; bank: Bank | null } | { valid: false };

/**
 * DECISIONS: the shop's country pattern first (DE 22, AT 20, CH 21 characters), then the
 * checksum (ibantools, ISO 13616 mod 97 and the country's BBAN format); the bank (name and BIC)
 * comes from the bank code.
 */
export function checkIban(input: string, country: CountryCode): IbanCheck {
  const iban = normalizeIban(input);
  if (!matchesIbanPattern(iban, country) || !isValidIBAN(iban)) return { valid: false };
  return { valid: true, iban, bank: bankOf(country, extractIBAN(iban).bankIdentifier) };
}
