import { z } from 'zod';
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
import { newPassword } from '../password/schemas';

const required = (field: string, valid: (value: string) => boolean) =>
  z.string().trim().min(1, `createAccount.required.${field}`).refine(valid, `createAccount.invalid.${field}`);

const names = { firstName: required('firstName', isValidName), lastName: required('lastName', isValidName) };

/** Spec section 5 with DECISIONS.md: the same field rules the service applies (from contracts). */
export function createAccountSchema(country: CountryCode) {
  return z.object({
    ...names,
    street: required('street', isValidStreet),
    streetNumber: required('streetNumber', isValidStreetNumber),
    addressAddition: z.string().trim().refine(isValidAddressAddition, 'createAccount.invalid.addressAddition'),
    zipCode: required('zipCode', (value) => isValidZipCode(value, country)),
    city: required('city', isValidCity),
    dateOfBirth: z
      .string()
      .trim()
      .min(1, 'createAccount.required.dateOfBirth')
      .refine((value) => /^[\d.\-/ ]+$/.test(value) && birthDateToIso(value) !== null, 'createAccount.invalid.dateOfBirth')
      .refine((value) => isAdult(birthDateToIso(value) ?? ''), 'createAccount.invalid.adult'),
    password: newPassword,
    newsletterConsent: z.boolean(),
  });
}
export type CreateAccountForm = z.infer<ReturnType<typeof createAccountSchema>>;

export const lightAccountSchema = z.object({ ...names, newsletterConsent: z.boolean() });
export type LightAccountForm = z.infer<typeof lightAccountSchema>;
