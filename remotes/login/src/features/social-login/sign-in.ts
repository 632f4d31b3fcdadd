import { ApiError } from '@account/api-client';
import { socialLogin } from '@account/api-client/customer';
import type { LoggedInUser, SocialLoginUserInfo, SocialProvider } from '@account/contracts';
import { loginErrorMessage } from '../../components/login-errors';
import type { Message } from '../../components/message';
import { takePendingRequest } from './authorization-request';

export type SignInOutcome =
  | { kind: 'loggedIn'; user: LoggedInUser; returnTo: string }
  /** Spec section 8: no customer yet, create account starts with what the provider told us. */
  | {
      kind: 'createAccount';
      userInfo: SocialLoginUserInfo;
      /** Opens the account without password, the provider linked (issue 21); absent from an older service. */
      signUpToken: string | null;
      returnTo: string;
    }
  /** An account with the provider's e-mail exists: it must prove ownership before it is linked. */
  | { kind: 'linkAccount'; linkToken: string; email: string; returnTo: string }
  /** The customer cancelled at the provider (OAuth error access_denied). */
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: Message };

const GENERIC: SignInOutcome = { kind: 'failed', message: { key: 'genericError' } };

/** How the providers say the customer cancelled: OAuth's access_denied, Apple's own code. */
const CANCELLED = ['access_denied', 'user_cancelled_authorize'];

/**
 * The return leg of the code flow: the provider's answer must carry the state this tab stored,
 * then the code (with verifier, redirect URI and nonce) goes to the customer service. `fragment`
 * holds Apple's `user` field (the name, sent only on a first authorization), which the API's
 * form_post callback put there to keep it out of addresses servers see.
 */
export async function finishSocialLogin(
  provider: SocialProvider,
  params: URLSearchParams,
  fragment = new URLSearchParams(),
): Promise<SignInOutcome> {
  const pending = takePendingRequest(provider, params.get('state'));
  const code = params.get('code');
  // A cancelled login is no error of ours; it ends here, before any call, as a forged answer does.
  if (pending && CANCELLED.includes(params.get('error') ?? '')) return { kind: 'cancelled' };
  if (!pending || !code || params.has('error')) return GENERIC;
  try {
    const user = await socialLogin({
      provider,
      code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
      nonce: pending.nonce,
      ...(params.get('iss') && { iss: params.get('iss')! }),
      ...(fragment.get('user') && { user: fragment.get('user')! }),
    });
    return { kind: 'loggedIn', user, returnTo: pending.returnTo };
  } catch (failure) {
    if (
      failure instanceof ApiError &&
      failure.errorKey === 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' &&
      failure.userInfo
    ) {
      return {
        kind: 'createAccount',
        userInfo: failure.userInfo,
        signUpToken: failure.signUpToken,
        returnTo: pending.returnTo,
      };
    }
    if (
      failure instanceof ApiError &&
      failure.errorKey === 'SOCIAL_LOGIN_LINK_REQUIRED' &&
      failure.linkToken
    ) {
      return {
        kind: 'linkAccount',
        linkToken: failure.linkToken,
        email: failure.userInfo?.email ?? '',
        returnTo: pending.returnTo,
      };
    }
    if (failure instanceof ApiError && failure.errorKey === 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED') {
      return { kind: 'failed', message: { key: 'socialLogin.link.emailNotConfirmed' } };
    }
    // The country rule keeps its own message; everything else is the generic login error.
    const message = loginErrorMessage(failure);
    return message.key === 'failedNotAllowedForCountryCode' ? { kind: 'failed', message } : GENERIC;
  }
}
