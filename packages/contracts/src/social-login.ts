import { z } from 'zod';

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
});
export type SocialLoginRequest = z.input<typeof SocialLoginRequest>;

/** Carried by SOCIAL_LOGIN_CUSTOMER_NOT_FOUND, so create account starts pre-filled (spec section 8). */
export const SocialLoginUserInfo = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type SocialLoginUserInfo = z.infer<typeof SocialLoginUserInfo>;

/** What the browser needs to send a customer to a provider: public values only, no secret. */
export const SocialProviderSettings = z.object({ authorizationEndpoint: z.string().url(), clientId: z.string().min(1) });
export type SocialProviderSettings = z.infer<typeof SocialProviderSettings>;

