import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInput } from '../domain-error';

// The ~50,000 most common passwords of published breaches; zxcvbn ships the same list to the browser.
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

/** Length is checked by the request schema; this refuses what attackers try first. */
export function assertAcceptablePassword(password: string, personal: string[] = []): void {
  const lowered = password.toLowerCase();
  const isPersonal = personal.some((value) => value.length >= 3 && lowered === value.toLowerCase());
  if (COMMON_PASSWORDS.has(lowered) || isPersonal) throw new InvalidInput('PASSWORD_TOO_COMMON');
}
