import type { LoggedInUser } from '@account/contracts';
import { request } from '../request';

export async function sendMagicLink(username: string, recaptchaToken?: string): Promise<void> {
  await request('customer', 'user/magic-link', {
    method: 'POST',
    body: { username, source: 'MY_ACCOUNT' },
    recaptcha: { action: 'magic_link', token: recaptchaToken },
    refreshOn401: false,
  });
}

export function verifyMagicLink(token: string): Promise<LoggedInUser> {
  return request('customer', 'user/magic-link/verify', {
    method: 'POST',
    body: { token },
    refreshOn401: false,
  });
}
