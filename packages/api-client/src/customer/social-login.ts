import type { LoggedInUser, SocialProvider } from '@account/contracts';
import { request } from '../request';

export interface SocialLoginInput {
  provider: SocialProvider;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
}

/** POST user/social-login (spec section 7): the provider's code for a session; status 200 required. */
export function socialLogin(input: SocialLoginInput): Promise<LoggedInUser> {
  return request('customer', 'user/social-login', { method: 'POST', body: input, refreshOn401: false });
}
