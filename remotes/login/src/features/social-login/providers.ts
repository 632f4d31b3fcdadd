import type { SocialProvider, SocialProviderSettings } from '@account/contracts';
import { isFlagOn, runtimeConfig } from '@account/config';
import { appleCallbackUrl } from '@account/api-client/customer';

/** Button order on the login page; the path segment is the provider in lower case. */
export const PROVIDERS: SocialProvider[] = ['APPLE', 'GOOGLE', 'FACEBOOK'];

export const pathSegmentOf = (provider: SocialProvider) => provider.toLowerCase();

export function providerOfSegment(segment: string | undefined): SocialProvider | null {
  return PROVIDERS.find((provider) => pathSegmentOf(provider) === segment) ?? null;
}

/** Providers to offer: the socialLogin flag is on and the runtime configuration names the provider. */
export function offeredProviders(): Array<{
  provider: SocialProvider;
  settings: SocialProviderSettings;
}> {
  if (!isFlagOn('socialLogin')) return [];
  const configured = runtimeConfig().socialProviders ?? {};
  return PROVIDERS.flatMap((provider) => {
    const settings = configured[provider];
    return settings ? [{ provider, settings }] : [];
  });
}

/**
 * Where the provider sends its answer: the login remote's callback page, except for Apple, which
 * posts it (form_post) to the API's callback for this shop, which hands it on to that page.
 */
export function redirectUriOf(provider: SocialProvider, callbackPage: string): string {
  return provider === 'APPLE' ? appleCallbackUrl() : callbackPage;
}
