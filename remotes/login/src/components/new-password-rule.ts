import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@account/contracts';

/**
 * A password the customer chooses (create account, set password). Spec section 5: at least 8
 * characters ("Geben Sie mind. 8 Zeichen ein."). Messages are catalogue keys.
 */
export const newPassword = z.string().check(
  z.minLength(1, 'newPassword.required'),
  z.refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, 'newPassword.min'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'newPassword.max'),
);
