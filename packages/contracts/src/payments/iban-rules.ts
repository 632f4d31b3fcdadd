// Zod-free, so the bank details form can import the rules without pulling zod into the browser.
import type { CountryCode } from '../shared/locale';

/**
 * DECISIONS: each shop takes its own country's IBAN. Spec section 5: country code, two check
 * digits, then DE four groups of four digits and two more (22), AT four groups of four (20);
 * a Swiss IBAN is CH, two check digits, a five-digit bank code and twelve letters or digits (21).
 */
export const ibanPatternOfCountry: Record<CountryCode, RegExp> = {
  DE: /^DE\d{20}$/,
  AT: /^AT\d{18}$/,
  CH: /^CH\d{7}[0-9A-Z]{12}$/,
};

export const ibanLengthOfCountry: Record<CountryCode, number> = { DE: 22, AT: 20, CH: 21 };

/** What is sent and checked: upper case, no white space (spec section 5). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The shop's country pattern, checked before the service is asked (case and spaces do not matter). */
export function matchesIbanPattern(input: string, country: CountryCode): boolean {
  return ibanPatternOfCountry[country].test(normalizeIban(input));
}

/** Shown grouped by four (DECISIONS): "DE89 3704 0044 0532 0130 00". */
export function groupIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Every character but the last four hidden: the full IBAN never leaves the payment service. */
export function maskIban(iban: string): string {
  const normalized = normalizeIban(iban);
  return '*'.repeat(Math.max(0, normalized.length - 4)) + normalized.slice(-4);
}
