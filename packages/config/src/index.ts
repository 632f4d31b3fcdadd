import { paths } from '@account/contracts';
import type {
  FeatureFlag,
  Locale,
  RuntimeConfig,
  ServiceName,
  SocialLoginVariant,
} from '@account/contracts';

interface Current {
  config: RuntimeConfig;
  locale: Locale;
}

let current: Current | null = null;

/**
 * The runtime configuration the host loaded at start, with the shop's locale. A Module Federation
 * singleton: set once by the host before the first render, read by every remote. It never
 * changes while the page lives, so plain functions suffice where hooks would add nothing.
 */
export function setRuntimeConfig(config: RuntimeConfig, locale: Locale): void {
  current = { config, locale };
}

function get(): Current {
  if (!current) throw new Error('setRuntimeConfig() must run before the first render');
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return get().config;
}

export function currentLocale(): Locale {
  return get().locale;
}

export function isFlagOn(flag: FeatureFlag): boolean {
  return get().config.flags[flag] ?? false;
}

/** A path of the shop the account area belongs to (search, basket, legal pages). */
export function shopUrl(path: string): string {
  const { config, locale } = get();
  return `${config.shopOrigins?.[locale] ?? ''}${path}`;
}

/**
 * The service base URLs calls go to: with `gcpMigration` on, the migrated services' new URLs
 * replace the old ones; off, every call goes to `services` as before the migration.
 */
export function serviceBaseUrls(config: RuntimeConfig): Partial<Record<ServiceName, string>> {
  if (!config.flags.gcpMigration) return config.services;
  return { ...config.services, ...config.migratedServices };
}

/**
 * Where the FAQ link leads: the shop's own FAQ page when the configuration names one (a link out
 * of the account), otherwise the content service's FAQ inside the account's frame.
 */
export function faqLink(): { to: string; external: boolean } {
  const { faqUrl } = get().config;
  return faqUrl ? { to: faqUrl, external: true } : { to: paths.content('hilfe'), external: false };
}

/** The variant of the social-login experiment this deployment serves (control when unset). */
export function socialLoginVariant(): SocialLoginVariant {
  return get().config.experiments?.socialLogin ?? 'buttonsBelow';
}
