import { z } from 'zod';
import { StepUpPassword } from '../shared/step-up';
import { LoggedInUser } from './customer';
import { AccountFlow } from './account-creation';
import { NewPassword } from './password';

/** POST user/forgot-password; always answered alike, whether or not the account exists. */
export const ForgotPasswordRequest = z.object({
  username: z.string().min(1),
  redirect_uri: z.string().optional(),
});
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** POST user/set-password, user/sn/set-password and user/light-users/set-password. */
export const SetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: NewPassword,
});
export type SetPasswordRequest = z.input<typeof SetPasswordRequest>;

/** POST user/set-password/check: is a password link still live? It does not use the link up. */
export const PasswordLinkCheckRequest = z.object({ token: z.string().min(1).max(200) });
export type PasswordLinkCheckRequest = z.input<typeof PasswordLinkCheckRequest>;

/** Why a set-password link was sent; it decides where the customer goes afterwards (spec section 4). */
export const SetPasswordReason = z.enum(['NEW_ACCOUNT', 'RESET']);
export type SetPasswordReason = z.infer<typeof SetPasswordReason>;

export const SetPasswordResult = z.object({
  reason: SetPasswordReason,
  origin: AccountFlow.nullable(),
  redirectUri: z.string().nullable(),
  user: LoggedInUser,
  /**
   * Issue 33, an addition to the spec: the grant to remove every passkey and provider login from
   * the session just opened (null when the account has none; profile/ways-in.ts).
   */
  waysInRemovalToken: z.string().nullable().optional(),
});
export type SetPasswordResult = z.infer<typeof SetPasswordResult>;

/** POST user/magic-link: the source is fixed by the spec. */
export const MagicLinkRequest = z.object({
  username: z.string().min(1),
  source: z.literal('MY_ACCOUNT'),
});
export type MagicLinkRequest = z.input<typeof MagicLinkRequest>;

export const MagicLinkVerifyRequest = z.object({ token: z.string().min(1).max(200) });

export const StayLoggedIn = z.object({ stayLoggedIn: z.boolean() });
export type StayLoggedIn = z.infer<typeof StayLoggedIn>;
/**
 * Turning stay-logged-in on lengthens the session to 60 days: a protected change (issue 33), so
 * it carries the step-up password once the service asked for it. Optional for the client.
 */
export const StayLoggedInRequest = z.object({
  stay_logged_in: z.boolean(),
  password: StepUpPassword,
});
