import { ApiError, stepUpFailureOf } from '@account/api-client';
import { linkSocialSignUp } from '@account/api-client/customer';

/** What linking a provider without e-mail ended in, after the password login that asked for it. */
export type SignUpLinkOutcome = 'linked' | 'mailed' | 'failed';

/**
 * Links the provider identity that came without e-mail (issue 24) to the account the customer
 * has just logged in to with `password`. Linking adds a way in, so it is a protected change
 * (issue 33): should the service ask for the password, the one the customer typed a moment ago
 * is it (asking for it twice in a row would make no sense). An account whose e-mail was never
 * confirmed gets the mail that links once it confirms.
 */
export async function linkAfterPasswordLogin(
  signUpToken: string,
  password: string,
): Promise<SignUpLinkOutcome> {
  try {
    try {
      await linkSocialSignUp(signUpToken);
    } catch (failure) {
      if (stepUpFailureOf(failure) !== 'passwordRequired') throw failure;
      await linkSocialSignUp(signUpToken, password);
    }
    return 'linked';
  } catch (failure) {
    return failure instanceof ApiError && failure.errorKey === 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED'
      ? 'mailed'
      : 'failed';
  }
}
