import { z } from 'zod';
import { NewPassword, PASSWORD_MAX_LENGTH } from '../customer/password';

/** POST user/change-password (spec section 7), snake_case on the wire. */
export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: NewPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/**
 * POST user/reset-password: the change-password page opened with a password-reset link's token
 * (`change-password?token=`) sets the new password without the current one; an unknown, used or
 * expired token is the spec's "wrong token" (410 TOKEN_INVALID).
 */
export const ResetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  new_password: NewPassword,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;
