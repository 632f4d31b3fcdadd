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
  usernameKind,
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

/** Registration asks the salutation a delivery address needs (issue 21): Frau or Herr. */
export const registrationSalutations = ['MS', 'MR'] as const;

/**
 * Spec section 5 with DECISIONS.md: the same field rules the service applies (from contracts).
 * A social sign-up has no password: the customer logs in with the provider.
 */
export function createAccountSchema(country: CountryCode, { withPassword = true } = {}) {
  return z.object({
    salutation: z.enum(registrationSalutations, 'createAccount.required.salutation'),
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
    password: withPassword ? newPassword : z.string(),
    newsletterConsent: z.boolean(),
  });
}
export type CreateAccountForm = z.infer<ReturnType<typeof createAccountSchema>>;

export const lightAccountSchema = z.object({ ...names, newsletterConsent: z.boolean() });
export type LightAccountForm = z.infer<typeof lightAccountSchema>;

/** "Kundenkonto anlegen" from the login page: an e-mail address, the username of a new account. */
export const newCustomerSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'newCustomer.required'),
    z.refine(
      (value) => value.length === 0 || usernameKind(value) === 'email',
      'newCustomer.invalid',
    ),
  ),
});
export type NewCustomerForm = z.infer<typeof newCustomerSchema>;
