import type { SocialProvider } from '@account/contracts';
import type { SocialLoginConfig } from '../social-login-config';
import { appleAdapter } from './apple';
import { facebookAdapter } from './facebook';
import { googleAdapter } from './google';
import type { ProviderAdapter } from './relying-party';

export type { CodeGrant, ProviderAdapter, VerifiedIdentity } from './relying-party';
export { IdentityProviderError } from './relying-party';

/** The adapter of each configured provider; a provider left out offers no login. */
export function providerAdapters(
  config: SocialLoginConfig,
): Partial<Record<SocialProvider, ProviderAdapter>> {
  return {
    ...(config.APPLE && { APPLE: appleAdapter(config.APPLE) }),
    ...(config.GOOGLE && { GOOGLE: googleAdapter(config.GOOGLE) }),
    ...(config.FACEBOOK && { FACEBOOK: facebookAdapter(config.FACEBOOK) }),
  };
}
