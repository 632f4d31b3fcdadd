import { addresses } from '@account/contracts';
import type {
  ChangePasswordRequest,
  PasswordChanged,
  ResetPasswordRequest,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/**
 * Spec section 7: POST user/change-password; other sessions end with it. Answers the grant to
 * remove every passkey and provider login, if the account has any (issue 33).
 */
export function changePassword(input: CamelCased<ChangePasswordRequest>): Promise<PasswordChanged> {
  return call(addresses.customer.changePassword, { body: input });
}

/** The change-password page opened with a reset link's token: no current password needed. */
export function resetPassword(input: CamelCased<ResetPasswordRequest>): Promise<PasswordChanged> {
  return call(addresses.customer.resetPassword, { body: input });
}
