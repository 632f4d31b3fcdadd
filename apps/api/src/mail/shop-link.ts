import type { Locale } from '@account/contracts';
import type { Config } from '../config';

/**
 * A link into the account area of a shop, always on its configured origin (which may carry the
 * account root, e.g. https://shop/dpl/av), never on the host a request named.
 */
export function shopLink(
  config: Config,
  locale: Locale,
  path: string,
  query: Record<string, string> = {},
): string {
  const base = config.shopOrigins[locale].replace(/\/*$/, '/');
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
