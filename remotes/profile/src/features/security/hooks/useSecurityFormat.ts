import { useCallback } from 'react';
import { currentLocale } from '@account/config';
import type { DeviceDescription } from '@account/contracts';
import { formatShopDateTime, useTranslation } from '@account/i18n';
import { NS } from '../../../i18n';

/** Names a device: "Firefox 128 auf Linux", or the part of it the browser told. */
export function useDeviceName() {
  const { t } = useTranslation(NS);
  return useCallback(
    (device: DeviceDescription): string => {
      if (device.browser && device.os)
        return t('security.deviceOn', { browser: device.browser, os: device.os });
      return device.browser ?? device.os ?? t('security.unknownDevice');
    },
    [t],
  );
}

/** An instant as the shop shows it: "27.11.2026, 14:05 Uhr", in the shop's time zone. */
export function useShopDateTime() {
  const { t } = useTranslation(NS);
  return useCallback(
    (value: string) => {
      const { date, time } = formatShopDateTime(value, currentLocale());
      return t('security.at', { date, time });
    },
    [t],
  );
}
