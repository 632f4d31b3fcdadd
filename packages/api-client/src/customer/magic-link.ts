import { RECAPTCHA_HEADER, type LoggedInUser } from '@account/contracts';
import { request } from '../request';

export async function sendMagicLink(username: string, recaptchaToken = ''): Promise<void> {
  await request('customer', 'user/magic-link', {
    method: 'POST',
    body: { username, source: 'MY_ACCOUNT' },
    headers: { [RECAPTCHA_HEADER]: recaptchaToken },
    refreshOn401: false,
  });
}

export function verifyMagicLink(token: string): Promise<LoggedInUser> {
  return request('customer', 'user/magic-link/verify', { method: 'POST', body: { token }, refreshOn401: false });
}
