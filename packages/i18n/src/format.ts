import { shopTimeZoneOfLocale, type Locale } from '@account/contracts';

// Building an Intl formatter costs far more than formatting with it (on a phone a page of tiles
// spent tens of milliseconds on it while loading), so each is built once per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: () => F,
): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = build()));
  return format;
}

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  formatter(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  formatter(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Amounts always through Intl, in the customer's currency (CHF for Swiss customers). */
export function formatAmount(amount: number, currency: 'EUR' | 'CHF', locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Counts and other plain figures with the shop's grouping (1.234, Swiss 1’234). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, {}).format(value);
}

/** Dates are shown as dd.mm.yyyy; the services send yyyy-mm-dd or ISO timestamps. */
export function formatDate(value: string | Date, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: timeZone || 'UTC',
  }).format(date);
}

/**
 * A delivery day as shops announce it ("Mi., 3.12."): the weekday tells a customer more than
 * the year, which is always this one or the next. In the shop's time zone, like every order date.
 */
export function formatDeliveryDay(value: string | Date, locale: Locale, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone,
  }).format(date);
}

/** Times as the shop shows them (14:05), in the shop's time zone. */
export function formatTime(value: string | Date, locale: Locale, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** A span of time as hours and minutes (1092 → "18 Std. 12 Min."), units through Intl. */
export function formatDuration(totalMinutes: number, locale: Locale): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** Date and time of an instant in the shop's own time zone (de-AT: Europe/Vienna). */
export function formatShopDateTime(
  value: string | Date,
  locale: Locale,
): { date: string; time: string } {
  const timeZone = shopTimeZoneOfLocale(locale);
  return { date: formatDate(value, locale, timeZone), time: formatTime(value, locale, timeZone) };
}
