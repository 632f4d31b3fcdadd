import { currentLocale } from '@account/config';
import type { Currency } from '@account/contracts';
import { formatAmount, formatDate, formatNumber } from '@account/i18n';

/** Amounts and dates of the home's tiles in the shop's locale, through Intl. */
export const homeFormat = {
  amount: (value: number, currency: Currency) => formatAmount(value, currency, currentLocale()),
  date: (value: string, timeZone?: string) => formatDate(value, currentLocale(), timeZone),
  count: (value: number) => formatNumber(value, currentLocale()),
};
