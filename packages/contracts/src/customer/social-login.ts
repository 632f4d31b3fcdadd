import { z } from 'zod';
import { StepUpPassword } from '../shared/step-up';

/** The providers of spec section 4; the wire uses these upper-case names. */
export const SocialProvider = z.enum(['APPLE', 'GOOGLE', 'FACEBOOK']);
export type SocialProvider = z.infer<typeof SocialProvider>;

/**
 * POST social login, snake_case on the wire: spec section 7's {provider, code}, plus what an
 * authorization-code flow with PKCE needs to redeem the code (verifier, the exact redirect URI)
 * and the nonce the browser put into the request, which the id_token must carry back.
 */
export const SocialLoginRequest = z.object({
  provider: SocialProvider,
  code: z.string().min(1).max(2048),
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.string().url().max(2048),
  nonce: z.string().min(16).max(256),
  /** The answer's `iss` (RFC 9207) when the provider sent one: openid-client checks it. Optional. */
  iss: z.string().url().max(2048).optional(),
  /** Apple's `user` field (JSON) of a first authorization, the only source of the name. Optional. */
  user: z.string().max(2048).optional(),
});
export type SocialLoginRequest = z.input<typeof SocialLoginRequest>;

/** Carried by SOCIAL_LOGIN_CUSTOMER_NOT_FOUND, so create account starts pre-filled (spec section 8). */
export const SocialLoginUserInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SocialLoginUserInfo = z.infer<typeof SocialLoginUserInfo>;

/** What the browser needs to send a customer to a provider: public values only, no secret. */
export const SocialProviderSettings = z.object({
  authorizationEndpoint: z.string().url(),
  clientId: z.string().min(1),
});
export type SocialProviderSettings = z.infer<typeof SocialProviderSettings>;

/**
 * Linking a provider account to an existing customer needs proof of ownership (never by e-mail
 * alone): the existing account's password, or a link mailed to it. `link_token` is what
 * SOCIAL_LOGIN_LINK_REQUIRED handed this browser.
 */
export const SocialLinkByPasswordRequest = z.object({
  link_token: z.string().min(1).max(256),
  password: z.string().min(1).max(256),
});
export type SocialLinkByPasswordRequest = z.input<typeof SocialLinkByPasswordRequest>;
export const SocialLinkMailRequest = z.object({ link_token: z.string().min(1).max(256) });
export type SocialLinkMailRequest = z.input<typeof SocialLinkMailRequest>;
/** The mailed token, with the link token of the browser that asked for the mail: the link works only there. */
export const SocialLinkVerifyRequest = z.object({
  token: z.string().min(1).max(256),
  link_token: z.string().min(1).max(256),
});
export type SocialLinkVerifyRequest = z.input<typeof SocialLinkVerifyRequest>;

/**
 * Addition (issue 24): a provider identity without e-mail (SOCIAL_LOGIN_CUSTOMER_NOT_FOUND with
 * an empty userInfo.email) is linked to the account the customer then logged in to by password.
 * `sign_up_token` is the one that answer handed out. Optional for clients. It adds a way into the
 * account, so it carries the step-up password once the service asked for it (issue 33).
 */
export const SocialLinkSignUpRequest = z.object({
  sign_up_token: z.string().min(1).max(256),
  password: StepUpPassword,
});
export type SocialLinkSignUpRequest = z.input<typeof SocialLinkSignUpRequest>;

/**
 * Addition (issue 24): the link of the mail create account sends when the provider gave no
 * e-mail. It confirms the e-mail and only then links the provider identity. Optional for clients.
 */
export const SocialSignUpConfirmRequest = z.object({ token: z.string().min(1).max(256) });
export type SocialSignUpConfirmRequest = z.input<typeof SocialSignUpConfirmRequest>;
/** The provider whose login works from now on, so the page can name it. */
export const SocialSignUpConfirmed = z.object({ provider: SocialProvider });
export type SocialSignUpConfirmed = z.infer<typeof SocialSignUpConfirmed>;
