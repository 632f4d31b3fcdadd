import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RuntimeConfig, remoteRegistryFileSchema, type RegistryEntry } from '@account/contracts';
import { substitute } from '../render/render-site.ts';

const environments = ['local', 'development', 'staging', 'production'];

/** What an operator sets for a non-local environment; only the names matter here. */
const operatorEnvironment = {
  SHOP_HOST_DE: 'konto.shop.example',
  SHOP_HOST_AT: 'konto.shop-at.example',
  SHOP_HOST_CH: 'konto.shop-ch.example',
  RECAPTCHA_SITE_KEY: 'site-key',
  SOCIAL_APPLE_CLIENT_ID: 'apple-client',
  SOCIAL_GOOGLE_CLIENT_ID: 'google-client',
  SOCIAL_FACEBOOK_CLIENT_ID: 'facebook-client',
  REMOTES_DOMAIN: 'mfe.shop.example',
};

function mounted(environment: string, file: string): unknown {
  const text = readFileSync(path.join(__dirname, environment, file), 'utf8');
  return JSON.parse(substitute(text, operatorEnvironment));
}

/** Every manifest an environment's registry points at: stable versions and canaries (`pnpm release`). */
function manifestUrls(environment: string): string[] {
  const registry = mounted(environment, 'remotes.json') as Record<string, RegistryEntry>;
  return Object.values(registry).flatMap((entry) =>
    typeof entry === 'string'
      ? [entry]
      : [entry.entry, ...(entry.canary ? [entry.canary.entry] : [])],
  );
}

describe('the runtime configuration mounted per environment', () => {
  it('exists for exactly the environments of spec section 9', () => {
    const directories = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(directories.sort()).toEqual([...environments].sort());
  });

  it.each(environments)('%s parses against the runtime-config contract', (environment) => {
    const parsed = RuntimeConfig.safeParse(mounted(environment, 'runtime-config.json'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.environment).toBe(environment);
  });

  it.each(environments)('%s registers every remote by an absolute manifest URL', (environment) => {
    const parsed = remoteRegistryFileSchema.safeParse(mounted(environment, 'remotes.json'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const local = mounted('local', 'remotes.json') as Record<string, RegistryEntry>;
    expect(Object.keys(parsed.data ?? {})).toEqual(Object.keys(local));
    for (const url of manifestUrls(environment))
      expect(url).toMatch(/^https?:\/\/[^/]+\/.*mf-manifest\.json$/);
  });

  it.each(['staging', 'production'])('%s serves remotes only over https', (environment) => {
    for (const url of manifestUrls(environment)) expect(url).toMatch(/^https:/);
  });

  it('production has the spec’s production flags: stayLoggedIn, gcpMigration, multipleVouchers, orderCancellation and magicLinkLogin off', () => {
    const { flags } = mounted('production', 'runtime-config.json') as RuntimeConfig;
    expect(flags).toMatchObject({
      stayLoggedIn: false,
      gcpMigration: false,
      multipleVouchers: false,
      orderCancellation: false,
      magicLinkLogin: false,
    });
  });

  it('production shows no placeholder areas and uses Google’s reCAPTCHA', () => {
    const config = mounted('production', 'runtime-config.json') as RuntimeConfig;
    expect(config.flags.fakePages).toBe(false);
    expect(config.recaptcha).toEqual({ provider: 'google', siteKey: 'site-key' });
  });
});
