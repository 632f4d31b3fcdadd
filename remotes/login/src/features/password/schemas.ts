import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@account/contracts';

/** Spec section 5: at least 8 characters ("Geben Sie mind. 8 Zeichen ein."). Messages are catalogue keys. */
export const newPassword = z
  .string()
  .min(1, 'newPassword.required')
  .min(PASSWORD_MIN_LENGTH, 'newPassword.min')
  .max(PASSWORD_MAX_LENGTH, 'newPassword.max');

export const newPasswordSchema = z
  .object({ password: newPassword, confirmation: z.string().min(1, 'setPassword.confirmRequired') })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: 'setPassword.mismatch' });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = z.object({ username: z.string().trim().min(1, 'username.required') });
