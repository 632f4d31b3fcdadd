import type { SetPasswordResult } from '@account/contracts';
import { request } from '../request';

export async function forgotPassword(
  username: string,
  redirectUri?: string,
  recaptchaToken?: string,
): Promise<void> {
  await request('customer', 'user/forgot-password', {
    method: 'POST',
    body: { username, redirectUri },
    recaptcha: { action: 'forgot_password', token: recaptchaToken },
    refreshOn401: false,
  });
}

/** Which endpoint a link's token belongs to: set-password?token=…, the legacy shop-now link, or a light-account activation. */
export type PasswordLinkKind = 'setPassword' | 'legacy' | 'lightUser';

const PATHS: Record<PasswordLinkKind, string> = {
  setPassword: 'user/set-password',
  legacy: 'user/sn/set-password',
  lightUser: 'user/light-users/set-password',
};

export function setPassword(
  kind: PasswordLinkKind,
  token: string,
  password: string,
): Promise<SetPasswordResult> {
  return request('customer', PATHS[kind], {
    method: 'POST',
    body: { token, password },
    refreshOn401: false,
  });
}

/** Resolves while the link is live; rejects with TOKEN_INVALID (410) once it is used or expired. */
export async function checkPasswordLink(token: string): Promise<void> {
  await request('customer', 'user/set-password/check', {
    method: 'POST',
    body: { token },
    refreshOn401: false,
  });
}
