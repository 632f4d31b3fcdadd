import { currentLocale } from '@account/config';
import { formatAmount, formatDate, formatTime } from '@account/i18n';
import type { Currency } from '@account/contracts';

/** Amounts, dates and times in the shop's locale, always through Intl. */
export function shopFormat() {
  const locale = currentLocale();
  return {
    amount: (value: number, currency: Currency) => formatAmount(value, currency, locale),
    date: (value: string, timeZone?: string) => formatDate(value, locale, timeZone),
    time: (value: string, timeZone: string) => formatTime(value, locale, timeZone),
  };
}
