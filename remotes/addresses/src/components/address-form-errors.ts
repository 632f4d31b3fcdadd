import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  addressFieldOf,
  isParcelPointStreet,
  type AddressFieldErrors,
  type AddressFieldName,
  type CountryCode,
} from '@account/contracts';
import { ApiError } from '@account/api-client';

/**
 * A react-hook-form resolver over the rules in contracts, the ones the service applies: an empty
 * required field says it is required, anything else that breaks a rule says what is allowed.
 * The messages are catalogue keys (form.required.* / form.invalid.*).
 */
export function addressResolver<T extends FieldValues>(
  errorsOf: (values: T) => AddressFieldErrors,
): Resolver<T> {
  return async (values) => {
    const found = errorsOf(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, key] of Object.entries(found) as Array<[AddressFieldName, string]>) {
      const value = (values as Record<string, unknown>)[field];
      const empty = typeof value === 'string' && value.trim() === '';
      const message =
        field === 'street' && typeof value === 'string' && isParcelPointStreet(value)
          ? 'form.invalid.parcelPoint'
          : `form.${empty && field !== 'phone' ? 'required' : 'invalid'}.${field}`;
      errors[field] = { type: key, message };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} };
  };
}

/** What a failed check or save shows: a field's error, the limit, or the spec's two messages. */
export type SaveFailure =
  | { kind: 'field'; field: AddressFieldName }
  | { kind: 'limit' }
  | { kind: 'validate' }
  | { kind: 'save' };

/** Thrown around an address-check failure, so the screen says "could not check" rather than "save". */
export class AddressCheckFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('address check failed');
  }
}

export function classifySaveFailure(error: unknown): SaveFailure {
  const inner = error instanceof AddressCheckFailed ? error.cause : error;
  if (inner instanceof ApiError) {
    const field = inner.status === 400 ? addressFieldOf(inner.errorKey) : null;
    if (field) return { kind: 'field', field };
    if (inner.errorKey === 'ADDRESS_LIMIT_REACHED') return { kind: 'limit' };
  }
  return error instanceof AddressCheckFailed ? { kind: 'validate' } : { kind: 'save' };
}

/** Values the messages need: the zip's digits and the country's name for the phone rule. */
export const messageValues = (country: CountryCode, countryName: string) => ({
  digits: country === 'DE' ? '5' : '4',
  country: countryName,
});
