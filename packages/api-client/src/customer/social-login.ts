import { addresses } from '@account/contracts';
import type { LoggedInUser, SocialLoginRequest, SocialSignUpConfirmed } from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call, apiConfig } from '@account/api-client';

/**
 * Sign in with Apple's redirect URI on this shop: the customer service's form_post callback,
 * named by the shop's locale so it can send the customer back to this shop's page.
 */
export function appleCallbackUrl(): string {
  const { services, locale } = apiConfig();
  return new URL(
    `${services.customer ?? ''}/user/social-login/apple/callback/${locale}`,
    window.location.origin,
  ).toString();
}

export type SocialLoginInput = CamelCased<SocialLoginRequest>;

/**
 * POST user/social-login (spec section 7): the provider's code for a session; status 200
 * required, so another success (a 204 without the customer) fails like any error.
 */
export function socialLogin(input: SocialLoginInput): Promise<LoggedInUser> {
  return call(addresses.customer.socialLogin, {
    body: input,
    refreshOn401: false,
    requiredStatus: 200,
  });
}

/** After SOCIAL_LOGIN_LINK_REQUIRED: the existing account's password links the provider account and logs in. */
export function linkSocialLoginByPassword(
  linkToken: string,
  password: string,
): Promise<LoggedInUser> {
  return call(addresses.customer.socialLinkByPassword, {
    body: { linkToken, password },
    refreshOn401: false,
  });
}

/** Or a link mailed to the existing account, usable only in this browser (it keeps the link token). */
export async function requestSocialLinkMail(linkToken: string): Promise<void> {
  await call(addresses.customer.socialLinkMail, { body: { linkToken }, refreshOn401: false });
}

export function verifySocialLink(token: string, linkToken: string): Promise<LoggedInUser> {
  return call(addresses.customer.socialLinkVerify, {
    body: { token, linkToken },
    refreshOn401: false,
  });
}

/** After a password login: links the provider identity that came without e-mail (issue 24). */
export async function linkSocialSignUp(signUpToken: string): Promise<void> {
  await call(addresses.customer.socialLinkSignUp, { body: { signUpToken } });
}

/**
 * The link of the mail create account sent when the provider gave no e-mail (issue 24): confirms
 * the e-mail and links the provider; answers which one.
 */
export function confirmSocialSignUp(token: string): Promise<SocialSignUpConfirmed> {
  return call(addresses.customer.socialSignUpConfirm, { body: { token }, refreshOn401: false });
}
