import { currentLocale } from '@account/config';
import { formatAmount, formatDate } from '@account/i18n';
import type { Currency } from '@account/contracts';

/** Dates (dd.mm.yyyy) and amounts in the shop's locale, always through Intl. */
export function shopFormat() {
  const locale = currentLocale();
  return {
    date: (value: string) => formatDate(value, locale),
    /** Amounts the services send in cents. */
    cents: (value: number, currency: Currency) => formatAmount(value / 100, currency, locale),
    percent: (value: number, fractionDigits = 0) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: fractionDigits,
      }).format(value),
  };
}
