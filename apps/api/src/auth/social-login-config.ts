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

/** The bundled provider of apps/idp lets anyone claim any e-mail: an issuer on this machine. */
function isBundledIssuer(issuer: string): boolean {
  const { hostname } = new URL(issuer);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * SOCIAL_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _REDIRECT_URIS (comma list) per
 * provider. With APP_ENV=local every unset value falls back to the local identity provider of
 * apps/idp; elsewhere a provider exists only when all four are set, and an issuer on this machine
 * (the bundled provider) is refused at start, so no test default can leak into a live shop.
 */
export function socialLoginConfigFrom(
  env: NodeJS.ProcessEnv,
  environment: string,
  shopOrigins: Record<Locale, string>,
): SocialLoginConfig {
  const local = environment === 'local';
  const localIssuer = `http://127.0.0.1:${env.IDP_PORT ?? 3020}`;
  const localOrigins = [...new Set(['http://localhost:3000', ...Object.values(shopOrigins)])];
  const config: SocialLoginConfig = {};
  for (const provider of SocialProvider.options) {
    const name = provider.toLowerCase();
    const value = (key: string, fallback: string) =>
      env[`SOCIAL_${provider}_${key}`] ?? (local ? fallback : undefined);
    const issuer = value('ISSUER', localIssuer);
    const clientId = value('CLIENT_ID', name);
    const clientSecret = value('CLIENT_SECRET', `local-${name}-secret`);
    const redirectUris = value(
      'REDIRECT_URIS',
      localOrigins.map((origin) => `${origin}/login/social/${name}`).join(','),
    );
    if (issuer && !local && isBundledIssuer(issuer))
      throw new Error(
        `SOCIAL_${provider}_ISSUER ${issuer} is the bundled identity provider, allowed only with APP_ENV=local`,
      );
    if (issuer && clientId && clientSecret && redirectUris) {
      config[provider] = {
        issuer,
        clientId,
        clientSecret,
        redirectUris: redirectUris.split(',').map((uri) => uri.trim()),
      };
    }
  }
  return config;
}
