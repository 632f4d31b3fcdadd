import type { Locale } from '../shared/locale';

export type UsernameKind = 'email' | 'customerNumber';

const CUSTOMER_NUMBER = /^\d+(?: \d+)*$/;
// Deliberately stricter than "contains @": one local part, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function usernameKind(raw: string): UsernameKind | null {
  const value = raw.trim();
  if (value.includes('@')) return EMAIL.test(value) ? 'email' : null;
  return CUSTOMER_NUMBER.test(value) ? 'customerNumber' : null;
}

/** Spec section 5: empty is invalid; on the Swiss shop only e-mail addresses are usernames. */
export function isValidUsername(raw: string, locale: Locale): boolean {
  const kind = usernameKind(raw);
  if (kind === null) return false;
  return locale !== 'de-CH' || kind === 'email';
}

/** Trimmed; e-mails kept as typed, customer numbers without spaces and leading zeros. */
export function normalizeUsername(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value;
  return value.replace(/\s+/g, '').replace(/^0+(?=\d)/, '');
}
