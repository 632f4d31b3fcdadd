import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@account/contracts';

/** Spec section 5: at least 8 characters ("Geben Sie mind. 8 Zeichen ein."). Messages are catalogue keys. */
export const newPassword = z.string().check(
  z.minLength(1, 'newPassword.required'),
  z.refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, 'newPassword.min'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'newPassword.max'),
);

export const newPasswordSchema = z
  .object({ password: newPassword, confirmation: z.string().check(z.minLength(1, 'setPassword.confirmRequired')) })
  .check(
    z.refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: 'setPassword.mismatch' }),
  );
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = z.object({ username: z.string().check(z.trim(), z.minLength(1, 'username.required')) });
