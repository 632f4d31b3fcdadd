import { addresses } from '@account/contracts';
import type { SetPasswordResult } from '@account/contracts';
import { call } from '@account/api-client';

export async function forgotPassword(
  username: string,
  redirectUri?: string,
  recaptchaToken?: string,
): Promise<void> {
  await call(addresses.customer.forgotPassword, {
    body: { username, redirectUri },
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

/** Which endpoint a link's token belongs to: set-password?token=…, the legacy shop-now link, or a light-account activation. */
export type PasswordLinkKind = 'setPassword' | 'legacy' | 'lightUser';

const ENDPOINTS = {
  setPassword: addresses.customer.setPassword,
  legacy: addresses.customer.setPasswordFromSocialNetwork,
  lightUser: addresses.customer.lightAccountSetPassword,
} as const;

export function setPassword(
  kind: PasswordLinkKind,
  token: string,
  password: string,
): Promise<SetPasswordResult> {
  return call(ENDPOINTS[kind], { body: { token, password }, refreshOn401: false });
}

/** Resolves while the link is live; rejects with TOKEN_INVALID (410) once it is used or expired. */
export async function checkPasswordLink(token: string): Promise<void> {
  await call(addresses.customer.checkPasswordLink, { body: { token }, refreshOn401: false });
}
