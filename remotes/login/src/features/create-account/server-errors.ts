import { ApiError } from '@account/api-client';
import { addressFieldOf, type AddressFieldName } from '@account/contracts';
import type { Message } from '../../components/message';

/** The address fields create account asks for, in the order the form shows them. */
export const accountAddressFields = [
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'addressAddition',
  'zipCode',
  'city',
] as const satisfies readonly AddressFieldName[];
/** The create-account form's fields: salutation, those address fields, birth date and password. */
export type AccountField =
  'salutation' | (typeof accountAddressFields)[number] | 'dateOfBirth' | 'password';
const isAccountAddressField = (
  field: AddressFieldName | null,
): field is (typeof accountAddressFields)[number] =>
  (accountAddressFields as readonly (string | null)[]).includes(field);

export type CreateAccountOutcome =
  | { kind: 'field'; field: AccountField; detail: string | null }
  | { kind: 'passwordStep' }
  | { kind: 'message'; message: Message };

/** Spec section 8: what a failed account creation shows. */
export function createAccountOutcome(error: unknown): CreateAccountOutcome {
  if (!(error instanceof ApiError)) return { kind: 'message', message: { key: 'genericError' } };
  const field = addressFieldOf(error.errorKey);
  if (isAccountAddressField(field)) return { kind: 'field', field, detail: error.detail };
  switch (error.errorKey) {
    case 'EMAIL_INVALID':
      return { kind: 'message', message: { key: 'createAccount.invalidEmailError' } };
    case 'EMAIL_ALREADY_EXISTS':
      return { kind: 'message', message: { key: 'createAccount.emailExistsError' } };
    case 'DUPLICATE_ACCOUNT':
      return { kind: 'passwordStep' };
    case 'PASSWORD_TOO_COMMON':
      return { kind: 'field', field: 'password', detail: null };
    case 'BAD_REQUEST':
      if (error.detail) return { kind: 'field', field: 'dateOfBirth', detail: error.detail };
  }
  if (error.status === 429)
    return { kind: 'message', message: { key: 'tooManyRequests', tone: 'warning' } };
  return { kind: 'message', message: { key: 'genericError' } };
}
