import { readFileSync } from 'node:fs';

/**
 * Settings of the local identity provider. It stands in for Apple, Google and Facebook on a
 * developer's machine and in the tests, each in its own protocol: Google as plain OpenID Connect
 * at the root issuer, Apple under /apple, Facebook under /facebook (README "Local identity provider").
 */

export interface IdpConfig {
  port: number;
  /** Loopback unless said otherwise (IDP_HOST=0.0.0.0 in its container). */
  host: string;
  issuer: string;
  /** Shop origins whose `/login/social/{provider}` path may receive codes. */
  redirectOrigins: string[];
  /** Client secrets of Google and Facebook (Apple's is a JWT); the API's defaults use the same values. */
  secrets: { google: string; facebook: string };
  /** Sign in with Apple: the team whose key signs the client-secret JWT, and that key's public part. */
  apple: { teamId: string; keyId: string; publicKey: string; redirectUris: string[] };
}

/** The dev-only key pair of the repository (dev-keys/README.md); the API signs with its private part. */
const DEV_APPLE_PUBLIC_KEY = new URL(
  '../../../dev-keys/apple-sign-in.dev.pub.pem',
  import.meta.url,
);

/** Apple posts to the API's callback, one per shop host (named by its locale). */
const DEFAULT_APPLE_REDIRECTS = [
  ['de', 'de-DE'],
  ['at', 'de-AT'],
  ['ch', 'de-CH'],
].map(
  ([host, locale]) =>
    `http://${host}.localhost:3000/api/cs/user/social-login/apple/callback/${locale}`,
);

const list = (value: string) => value.split(',').map((item) => item.trim());

const DEFAULT_ORIGINS = [
  'http://localhost:3000',
  'http://de.localhost:3000',
  'http://at.localhost:3000',
  'http://ch.localhost:3000',
];

export function readConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const port = Number(env.IDP_PORT ?? 3020);
  if (env.APP_ENV === 'production')
    throw new Error('The local identity provider must not run in production');
  return {
    port,
    host: env.IDP_HOST ?? '127.0.0.1',
    issuer: env.IDP_ISSUER ?? `http://127.0.0.1:${port}`,
    redirectOrigins: env.IDP_REDIRECT_ORIGINS ? list(env.IDP_REDIRECT_ORIGINS) : DEFAULT_ORIGINS,
    secrets: {
      google: env.IDP_GOOGLE_SECRET ?? 'local-google-secret',
      facebook: env.IDP_FACEBOOK_SECRET ?? 'local-facebook-secret',
    },
    apple: {
      teamId: env.IDP_APPLE_TEAM_ID ?? 'LOCALTEAM1',
      keyId: env.IDP_APPLE_KEY_ID ?? 'LOCALKEY01',
      publicKey: env.IDP_APPLE_PUBLIC_KEY ?? readFileSync(DEV_APPLE_PUBLIC_KEY, 'utf8'),
      redirectUris: env.IDP_APPLE_REDIRECT_URIS
        ? list(env.IDP_APPLE_REDIRECT_URIS)
        : DEFAULT_APPLE_REDIRECTS,
    },
  };
}
