import { addresses } from '@account/contracts';
import type { LoggedInUser } from '@account/contracts';
import { call } from '@account/api-client';

export async function sendMagicLink(username: string, recaptchaToken?: string): Promise<void> {
  await call(addresses.customer.requestMagicLink, {
    body: { username, source: 'MY_ACCOUNT' },
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export function verifyMagicLink(token: string): Promise<LoggedInUser> {
  return call(addresses.customer.verifyMagicLink, { body: { token }, refreshOn401: false });
}
