import { legalContentPages, paths } from '@account/contracts';
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

/**
 * A page of the other host: `path` below its root (`/creators/lena-koch`). `{hostname}` in the
 * configured root is the page's own host name, so each shop (de., at., ch.localhost) stays on
 * its host and its cookies. Null where the runtime configuration names no hosts.
 */
export function hostUrl(host: 'account' | 'creatorsHub', path: string): string | null {
  const root = get().config.hosts?.[host];
  if (root === undefined) return null;
  const hostname = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  return `${root.replace('{hostname}', hostname).replace(/\/+$/, '')}${path}`;
}

type Host = 'account' | 'creatorsHub';

/**
 * Which configured host serves this page: the one whose root the address starts with, the longest
 * if one root lies below another (`/dpl/av` and `/dpl/av/creators-hub`). A remote mounted by both
 * hosts words its links for the one it is in.
 */
export function currentHost(): Host | null {
  if (typeof window === 'undefined') return null;
  const here = window.location.href;
  const hosts = (['account', 'creatorsHub'] as const)
    .map((host) => ({ host, root: hostUrl(host, '') }))
    .filter(({ root }) => root !== null && (here === root || here.startsWith(`${root}/`)))
    .sort((a, b) => (b.root?.length ?? 0) - (a.root?.length ?? 0));
  return hosts[0]?.host ?? null;
}

/** A link of the shop's footer; `external` when it leaves the host's router. */
export interface FooterLink {
  labelKey: string;
  to: string;
  external: boolean;
}

/**
 * The footer's help and legal links as seen from a host: the account area shows the content
 * pages in its own frame, another host links them at the account's host (left out where no
 * hosts are configured, rather than a link that leads nowhere).
 */
export function shopFooterLinks(host: Host): FooterLink[] {
  const links: FooterLink[] = [
    { labelKey: 'footer.faq', ...faqLink() },
    ...legalContentPages.map((page) => ({
      labelKey: page.labelKey,
      to: paths.content(page.slug),
      external: false,
    })),
  ];
  if (host === 'account') return links;
  return links.flatMap((link) => {
    if (link.external) return [link];
    const to = hostUrl('account', link.to);
    return to ? [{ ...link, to, external: true }] : [];
  });
}
