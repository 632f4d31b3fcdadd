import type { Locale } from '@account/contracts';

/** The shop host decides the locale; a host not configured is the German shop. */
export function localeFromHost(hostname: string, shops: Record<string, Locale>): Locale {
  return shops[hostname] ?? 'de-DE';
}
