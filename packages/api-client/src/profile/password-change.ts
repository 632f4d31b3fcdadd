import type { ChangePasswordRequest, ResetPasswordRequest } from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

/** Spec section 7: POST user/change-password; other sessions end with it. */
export async function changePassword(input: CamelCased<ChangePasswordRequest>): Promise<void> {
  await request('customer', 'user/change-password', { method: 'POST', body: input });
}

/** The change-password page opened with a reset link's token: no current password needed. */
export async function resetPassword(input: CamelCased<ResetPasswordRequest>): Promise<void> {
  await request('customer', 'user/reset-password', { method: 'POST', body: input });
}
