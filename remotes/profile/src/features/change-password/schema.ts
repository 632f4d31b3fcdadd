import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@account/contracts';

const newPassword = z.string().check(
  z.minLength(1, 'changePassword.errors.newRequired'),
  z.refine(
    (value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH,
    'changePassword.errors.newMin',
  ),
  z.maxLength(PASSWORD_MAX_LENGTH, 'changePassword.errors.newMax'),
);

/**
 * Spec section 5: current password required; new and confirmation required and equal
 * ("Passwörter stimmen nicht überein."); the new one differs from the current one. Without a
 * current password (`change-password?token=`) only the new one and its confirmation.
 */
function schema(withCurrent: boolean) {
  return z
    .object({
      currentPassword: withCurrent
        ? z.string().check(z.minLength(1, 'changePassword.errors.currentRequired'))
        : z.string(),
      newPassword,
      confirmation: z.string().check(z.minLength(1, 'changePassword.errors.confirmationRequired')),
    })
    .check(
      z.refine(
        (values) =>
          !withCurrent ||
          values.newPassword === '' ||
          values.newPassword !== values.currentPassword,
        { path: ['newPassword'], message: 'changePassword.errors.sameAsCurrent' },
      ),
      z.refine(
        (values) => values.confirmation === '' || values.newPassword === values.confirmation,
        { path: ['confirmation'], message: 'changePassword.errors.mismatch' },
      ),
    );
}

export const changePasswordSchema = schema(true);
export const resetPasswordSchema = schema(false);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
