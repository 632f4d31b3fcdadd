import * as z from 'zod/mini';
import { matchesIbanPattern, type CountryCode } from '@account/contracts';

/**
 * Spec section 5: account holder required; the IBAN must match the shop's country pattern before
 * the service checks checksum and bank. Messages are catalogue keys of the payments namespace.
 */
export function bankDetailsSchema(country: CountryCode) {
  return z.object({
    accountHolder: z.string().check(z.trim(), z.minLength(1, 'edit.errors.accountHolderRequired')),
    iban: z.string().check(
      z.trim(),
      z.minLength(1, 'edit.errors.ibanRequired'),
      z.refine(
        (value) => value.length === 0 || matchesIbanPattern(value, country),
        'edit.errors.ibanPattern',
      ),
    ),
  });
}
export type BankDetailsForm = z.infer<ReturnType<typeof bankDetailsSchema>>;
