/**
 * Settings of the local identity provider. It stands in for Apple, Google and Facebook on a
 * developer's machine and in the tests: one issuer with one client per provider name.
 */
export const PROVIDER_CLIENTS = ['apple', 'google', 'facebook'] as const;
export type ProviderClient = (typeof PROVIDER_CLIENTS)[number];

export interface IdpConfig {
  port: number;
  /** Loopback unless said otherwise (IDP_HOST=0.0.0.0 in its container). */
  host: string;
  issuer: string;
  /** Shop origins whose `/login/social/{provider}` path may receive codes. */
  redirectOrigins: string[];
  /** Client secret per client id; the API's defaults use the same values. */
  secrets: Record<ProviderClient, string>;
}

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
    redirectOrigins:
      env.IDP_REDIRECT_ORIGINS?.split(',').map((origin) => origin.trim()) ?? DEFAULT_ORIGINS,
    secrets: {
      apple: env.IDP_APPLE_SECRET ?? 'local-apple-secret',
      google: env.IDP_GOOGLE_SECRET ?? 'local-google-secret',
      facebook: env.IDP_FACEBOOK_SECRET ?? 'local-facebook-secret',
    },
  };
}
