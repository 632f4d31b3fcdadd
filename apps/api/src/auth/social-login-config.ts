import { SocialProvider, type Locale } from '@account/contracts';

/** One OpenID Connect client of the account service at a provider (Apple, Google, Facebook). */
export interface SocialProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the browser may have used; the provider checks them again on exchange. */
  redirectUris: string[];
}

export type SocialLoginConfig = Partial<Record<SocialProvider, SocialProviderConfig>>;

/**
 * SOCIAL_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _REDIRECT_URIS (comma list) per
 * provider. Outside production every unset value falls back to the local identity provider of
 * apps/idp; in production a provider exists only when all four are set, so no test default can
 * leak into a live shop.
 */
export function socialLoginConfigFrom(
  env: NodeJS.ProcessEnv,
  production: boolean,
  shopOrigins: Record<Locale, string>,
): SocialLoginConfig {
  const localIssuer = `http://127.0.0.1:${env.IDP_PORT ?? 3020}`;
  const localOrigins = [...new Set(['http://localhost:3000', ...Object.values(shopOrigins)])];
  const config: SocialLoginConfig = {};
  for (const provider of SocialProvider.options) {
    const name = provider.toLowerCase();
    const value = (key: string, fallback: string) => env[`SOCIAL_${provider}_${key}`] ?? (production ? undefined : fallback);
    const issuer = value('ISSUER', localIssuer);
    const clientId = value('CLIENT_ID', name);
    const clientSecret = value('CLIENT_SECRET', `local-${name}-secret`);
    const redirectUris = value('REDIRECT_URIS', localOrigins.map((origin) => `${origin}/login/social/${name}`).join(','));
    if (issuer && clientId && clientSecret && redirectUris) {
      config[provider] = { issuer, clientId, clientSecret, redirectUris: redirectUris.split(',').map((uri) => uri.trim()) };
    }
  }
  return config;
}
