import { z } from 'zod';
import { SocialProvider } from '../customer/social-login';
import { StepUpPassword } from '../shared/step-up';

/**
 * Every way into an account (issue 33): the password, passkeys and linked provider logins. The
 * security centre lists the provider logins beside the passkeys; a recovery (password reset or
 * change, ending all other sessions) hands out a grant to remove every passkey and provider login
 * at once.
 */

/** GET user/security/social-logins: one provider account linked to the customer's. */
export const LinkedSocialLogin = z.object({
  id: z.uuid(),
  provider: SocialProvider,
  /** ISO 8601. */
  linkedAt: z.string(),
  /** ISO 8601; null until the first login with it since it was recorded. */
  lastUsedAt: z.string().nullable(),
});
export type LinkedSocialLogin = z.infer<typeof LinkedSocialLogin>;

export const LinkedSocialLoginsResponse = z.object({ socialLogins: z.array(LinkedSocialLogin) });
export type LinkedSocialLoginsResponse = z.infer<typeof LinkedSocialLoginsResponse>;

/** DELETE user/security/social-logins/:id: a body only for the password re-entry. */
export const RemoveSocialLoginRequest = z.object({ password: StepUpPassword }).optional();
export type RemoveSocialLoginRequest = z.infer<typeof RemoveSocialLoginRequest>;

/**
 * Handed out by a recovery to the session it left (or opened), when the account has passkeys or
 * provider logins; null when it has none. Removes them all once, from that session only, for 30
 * minutes (POST user/security/ways-in/remove-all).
 */
export const WaysInRemovalToken = z.string().nullable();

/** The answer of a password change or logged-in reset: the removal grant, if there is anything to remove. */
export const PasswordChanged = z.object({ waysInRemovalToken: WaysInRemovalToken.optional() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** POST user/security/ways-in/remove-all: the grant of the recovery just done. */
export const RemoveWaysInRequest = z.object({ token: z.string().min(1).max(200) });
export type RemoveWaysInRequest = z.input<typeof RemoveWaysInRequest>;

/** How many passkeys and provider logins were removed. */
export const WaysInRemoved = z.object({
  passkeys: z.number().int(),
  socialLogins: z.number().int(),
});
export type WaysInRemoved = z.infer<typeof WaysInRemoved>;
