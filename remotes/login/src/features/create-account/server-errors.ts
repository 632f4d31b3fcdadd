import { ApiError } from '@account/api-client';
import type { ErrorKey } from '@account/contracts';
import type { Message } from '../login/errors';

export type AccountField = 'firstName' | 'lastName' | 'street' | 'streetNumber' | 'zipCode' | 'city' | 'addressAddition' | 'dateOfBirth' | 'password';

const FIELD_OF: Partial<Record<ErrorKey, AccountField>> = {
  INVALID_FIRST_NAME: 'firstName',
  INVALID_LAST_NAME: 'lastName',
  INVALID_STREET: 'street',
  INVALID_STREET_NUMBER: 'streetNumber',
  INVALID_ZIP_CODE: 'zipCode',
  INVALID_CITY: 'city',
  INVALID_ADDRESS_ADDITION: 'addressAddition',
};

export type CreateAccountOutcome =
  | { kind: 'field'; field: AccountField; detail: string | null }
  | { kind: 'passwordStep' }
  | { kind: 'message'; message: Message };

/** Spec section 8: what a failed account creation shows. */
export function createAccountOutcome(error: unknown): CreateAccountOutcome {
  if (!(error instanceof ApiError)) return { kind: 'message', message: { key: 'genericError' } };
  const field = error.errorKey ? FIELD_OF[error.errorKey] : undefined;
  if (field) return { kind: 'field', field, detail: error.detail };
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
  if (error.status === 429) return { kind: 'message', message: { key: 'tooManyRequests', tone: 'warning' } };
  return { kind: 'message', message: { key: 'genericError' } };
}
