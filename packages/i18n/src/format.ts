import type { Locale } from '@account/contracts';

/** Amounts always through Intl, in the customer's currency (CHF for Swiss customers). */
export function formatAmount(amount: number, currency: 'EUR' | 'CHF', locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Dates are shown as dd.mm.yyyy; the services send yyyy-mm-dd or ISO timestamps. */
export function formatDate(value: string | Date, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : { timeZone: 'UTC' }),
  }).format(date);
}

/** Times as the shop shows them (14:05), in the shop's time zone. */
export function formatTime(value: string | Date, locale: Locale, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}
