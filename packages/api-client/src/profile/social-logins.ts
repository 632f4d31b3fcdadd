import { addresses } from '@account/contracts';
import type { LinkedSocialLoginsResponse } from '@account/contracts';
import { call } from '@account/api-client';

/** The provider logins (Apple, Google, Facebook) linked to the customer's account (issue 33). */
export function getSocialLogins(): Promise<LinkedSocialLoginsResponse> {
  return call(addresses.customer.socialLogins);
}

/**
 * Removes one; the password only when the service asked for it (step-up). 409 LAST_WAY_IN when
 * it is the account's last way in.
 */
export async function removeSocialLogin(id: string, password?: string): Promise<void> {
  await call(addresses.customer.removeSocialLogin, {
    params: { id },
    body: password ? { password } : {},
  });
}
