import { readFileSync } from 'node:fs';
import type { Locale } from '@account/contracts';
import { servicePrefixes } from '@account/contracts';

/** Google: plain OpenID Connect, found by discovery at its issuer. */
export interface GoogleClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the browser may have used; the provider checks them again on exchange. */
  redirectUris: string[];
}

/**
 * Sign in with Apple: OpenID Connect whose client secret is an ES256 JWT signed with the team's
 * key (Apple keeps the public part), and whose answer is posted to the redirect URI.
 */
export interface AppleClientConfig {
  issuer: string;
  /** The Services ID. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The team's private key (.p8, PKCS#8 PEM). */
  privateKey: string;
  /** The API's form_post callback per shop host. */
  redirectUris: string[];
}

/** Facebook Login: OAuth 2.0 code flow and the Graph API, no id_token. */
export interface FacebookClientConfig {
  /** The versioned Graph API, e.g. https://graph.facebook.com/v19.0. */
  graphUrl: string;
  /** App ID and app secret. */
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface SocialLoginConfig {
  APPLE?: AppleClientConfig;
  GOOGLE?: GoogleClientConfig;
  FACEBOOK?: FacebookClientConfig;
}

/** The bundled provider of apps/idp lets anyone claim any e-mail: an address on this machine. */
function isBundled(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Where Apple posts its answer (services/customer/login/apple-callback.ts). */
export const APPLE_CALLBACK_PATH = `${servicePrefixes.customer}/user/social-login/apple/callback`;

/** All settings of a provider, or none: a half-configured provider offers no login. */
function complete<K extends string>(
  settings: Record<K, string | undefined>,
): Record<K, string> | null {
  return Object.values(settings).every(Boolean) ? (settings as Record<K, string>) : null;
}

const list = (value: string) => value.split(',').map((item) => item.trim());

/**
 * SOCIAL_<PROVIDER>_* per provider (README "Social login with the real providers"). With
 * APP_ENV=local every unset value falls back to the local identity provider of apps/idp;
 * elsewhere a provider exists only when all its settings are set, and an address on this machine
 * (the bundled provider) is refused at start, so no test default can leak into a live shop.
 */
export function socialLoginConfigFrom(
  env: NodeJS.ProcessEnv,
  environment: string,
  shopOrigins: Record<Locale, string>,
  devAppleKeyFile: string,
): SocialLoginConfig {
  const local = environment === 'local';
  const idp = `http://127.0.0.1:${env.IDP_PORT ?? 3020}`;
  const origins = ['http://localhost:3000', ...Object.values(shopOrigins)].map((origin) =>
    origin.replace(/\/+$/, ''),
  );
  const value = (provider: string, key: string, fallback: () => string) => {
    const name = `SOCIAL_${provider}_${key}`;
    const found = env[name] ?? (local ? fallback() : undefined);
    if (found && !local && /^https?:/.test(found) && isBundled(found))
      throw new Error(
        `${name} ${found} is the bundled identity provider, allowed only with APP_ENV=local`,
      );
    return found;
  };
  const pages = (segment: string) =>
    [...new Set(origins)].map((origin) => `${origin}/login/social/${segment}`).join(',');
  const config: SocialLoginConfig = {};

  const google = complete({
    issuer: value('GOOGLE', 'ISSUER', () => idp),
    clientId: value('GOOGLE', 'CLIENT_ID', () => 'google'),
    clientSecret: value('GOOGLE', 'CLIENT_SECRET', () => 'local-google-secret'),
    redirectUris: value('GOOGLE', 'REDIRECT_URIS', () => pages('google')),
  });
  if (google) config.GOOGLE = { ...google, redirectUris: list(google.redirectUris) };

  const apple = complete({
    issuer: value('APPLE', 'ISSUER', () => `${idp}/apple`),
    clientId: value('APPLE', 'CLIENT_ID', () => 'apple'),
    teamId: value('APPLE', 'TEAM_ID', () => 'LOCALTEAM1'),
    keyId: value('APPLE', 'KEY_ID', () => 'LOCALKEY01'),
    // The .p8 as text (newlines may be written \n), or locally the dev-only key file.
    privateKey:
      env.SOCIAL_APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n') ??
      (local ? readFileSync(devAppleKeyFile, 'utf8') : undefined),
    // Apple posts its answer, so the redirect URI is the API's callback, one per shop host.
    redirectUris: value('APPLE', 'REDIRECT_URIS', () =>
      Object.entries(shopOrigins)
        .map(([locale, origin]) => `${new URL(origin).origin}${APPLE_CALLBACK_PATH}/${locale}`)
        .join(','),
    ),
  });
  if (apple) config.APPLE = { ...apple, redirectUris: list(apple.redirectUris) };

  const facebook = complete({
    graphUrl: value('FACEBOOK', 'GRAPH_URL', () => `${idp}/facebook/v19.0`),
    clientId: value('FACEBOOK', 'CLIENT_ID', () => 'facebook'),
    clientSecret: value('FACEBOOK', 'CLIENT_SECRET', () => 'local-facebook-secret'),
    redirectUris: value('FACEBOOK', 'REDIRECT_URIS', () => pages('facebook')),
  });
  if (facebook) config.FACEBOOK = { ...facebook, redirectUris: list(facebook.redirectUris) };
  return config;
}
