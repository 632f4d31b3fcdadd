import type { ErrorKey, Locale } from '@account/contracts';
import { InvalidInput } from '../../domain-error';

type Details = Partial<Record<ErrorKey, string>>;

/** Spec section 8: the server's detail message is shown to the customer beside the field. */
const DETAIL: Details = {
  EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  INVALID_FIRST_NAME: 'Bitte geben Sie Ihren Vornamen ohne Sonderzeichen ein.',
  INVALID_LAST_NAME: 'Bitte geben Sie Ihren Nachnamen ohne Sonderzeichen ein.',
  INVALID_STREET: 'Bitte geben Sie Ihre Straße ohne Sonderzeichen ein.',
  INVALID_STREET_NUMBER: 'Bitte geben Sie eine gültige Hausnummer ein, z. B. 12 oder 12a.',
  INVALID_ZIP_CODE: 'Bitte geben Sie eine gültige Postleitzahl Ihres Landes ein.',
  INVALID_CITY: 'Bitte geben Sie Ihren Ort ohne Sonderzeichen ein.',
  INVALID_ADDRESS_ADDITION: 'Bitte geben Sie den Adresszusatz ohne Sonderzeichen ein.',
};

/** Swiss texts write "ss", never "ß" (DECISIONS.md, Locales); the other shops keep "Straße". */
const DETAIL_OF_SHOP: Record<Locale, Details> = {
  'de-DE': DETAIL,
  'de-AT': DETAIL,
  'de-CH': { ...DETAIL, INVALID_STREET: 'Bitte geben Sie Ihre Strasse ohne Sonderzeichen ein.' },
};

/** A field's error with the detail in the spelling of the customer's shop. */
export function fieldError(key: ErrorKey, locale: Locale): InvalidInput {
  return new InvalidInput(key, DETAIL_OF_SHOP[locale][key]);
}
