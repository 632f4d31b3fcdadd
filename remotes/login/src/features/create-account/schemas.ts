import * as z from 'zod/mini';
import {
  birthDateToIso,
  isAdult,
  isValidAddressAddition,
  isValidCity,
  isValidName,
  isValidStreet,
  isValidStreetNumber,
  isValidZipCode,
  type CountryCode,
} from '@account/contracts';
import { newPassword } from '../../components/new-password-rule';

// zod/mini keeps the login remote's bundle to the checks it calls. An empty field reports only
// that it is required, not also that it is invalid.
const required = (field: string, valid: (value: string) => boolean) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `createAccount.required.${field}`),
    z.refine((value) => value.length === 0 || valid(value), `createAccount.invalid.${field}`),
  );

const names = {
  firstName: required('firstName', isValidName),
  lastName: required('lastName', isValidName),
};

/** Spec section 5 with DECISIONS.md: the same field rules the service applies (from contracts). */
export function createAccountSchema(country: CountryCode) {
  return z.object({
    ...names,
    street: required('street', isValidStreet),
    streetNumber: required('streetNumber', isValidStreetNumber),
    addressAddition: z
      .string()
      .check(z.trim(), z.refine(isValidAddressAddition, 'createAccount.invalid.addressAddition')),
    zipCode: required('zipCode', (value) => isValidZipCode(value, country)),
    city: required('city', isValidCity),
    dateOfBirth: z.string().check(
      z.trim(),
      z.minLength(1, 'createAccount.required.dateOfBirth'),
      z.refine(
        (value) =>
          value.length === 0 || (/^[\d.\-/ ]+$/.test(value) && birthDateToIso(value) !== null),
        'createAccount.invalid.dateOfBirth',
      ),
      z.refine(
        (value) => birthDateToIso(value) === null || isAdult(birthDateToIso(value) ?? ''),
        'createAccount.invalid.adult',
      ),
    ),
    password: newPassword,
    newsletterConsent: z.boolean(),
  });
}
export type CreateAccountForm = z.infer<ReturnType<typeof createAccountSchema>>;

export const lightAccountSchema = z.object({ ...names, newsletterConsent: z.boolean() });
export type LightAccountForm = z.infer<typeof lightAccountSchema>;
