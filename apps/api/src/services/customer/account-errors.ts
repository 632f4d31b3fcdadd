import type { ErrorKey } from '@account/contracts';
import { ApiError } from '../../http/api-error';

/** Spec section 8: the server's detail message is shown to the customer beside the field. */
const DETAIL: Partial<Record<ErrorKey, string>> = {
  EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  INVALID_FIRST_NAME: 'Bitte geben Sie Ihren Vornamen ohne Sonderzeichen ein.',
  INVALID_LAST_NAME: 'Bitte geben Sie Ihren Nachnamen ohne Sonderzeichen ein.',
  INVALID_STREET: 'Bitte geben Sie Ihre Strasse ohne Sonderzeichen ein.',
  INVALID_STREET_NUMBER: 'Bitte geben Sie eine gültige Hausnummer ein, z. B. 12 oder 12a.',
  INVALID_ZIP_CODE: 'Bitte geben Sie eine gültige Postleitzahl Ihres Landes ein.',
  INVALID_CITY: 'Bitte geben Sie Ihren Ort ohne Sonderzeichen ein.',
  INVALID_ADDRESS_ADDITION: 'Bitte geben Sie den Adresszusatz ohne Sonderzeichen ein.',
};

export function fieldError(key: ErrorKey): ApiError {
  const detail = DETAIL[key];
  return new ApiError(400, key, detail ? { detail } : {});
}
