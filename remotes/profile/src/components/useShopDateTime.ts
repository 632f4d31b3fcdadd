import { useCallback } from 'react';
import { currentLocale } from '@account/config';
import { formatShopDateTime, useTranslation } from '@account/i18n';
import { NS } from '../i18n';

/** An instant as the shop shows it: "27.11.2026, 14:05 Uhr", in the shop's time zone, via Intl. */
export function useShopDateTime() {
  const { t } = useTranslation(NS);
  return useCallback(
    (value: string) => {
      const { date, time } = formatShopDateTime(value, currentLocale());
      return t('dateTime', { date, time });
    },
    [t],
  );
}
