import { addresses } from '@account/contracts';
import type { ChangePasswordRequest, ResetPasswordRequest } from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/** Spec section 7: POST user/change-password; other sessions end with it. */
export async function changePassword(input: CamelCased<ChangePasswordRequest>): Promise<void> {
  await call(addresses.customer.changePassword, { body: input });
}

/** The change-password page opened with a reset link's token: no current password needed. */
export async function resetPassword(input: CamelCased<ResetPasswordRequest>): Promise<void> {
  await call(addresses.customer.resetPassword, { body: input });
}
