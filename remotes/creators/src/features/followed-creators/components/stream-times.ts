import { currentLocale } from '@account/config';
import { shopTimeZone, type CountryCode, type CreatorStream } from '@account/contracts';
import { formatDate, formatTime } from '@account/i18n';

/** Date and time of a stream's start in the shop's time zone (de-AT → Europe/Vienna), through Intl. */
export function streamStart(stream: CreatorStream): { date: string; time: string } {
  const locale = currentLocale();
  const timeZone = shopTimeZone[locale.slice(3) as CountryCode];
  return {
    date: formatDate(stream.startsAt, locale, timeZone),
    time: formatTime(stream.startsAt, locale, timeZone),
  };
}
