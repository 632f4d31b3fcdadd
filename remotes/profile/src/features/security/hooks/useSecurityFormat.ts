import { useCallback } from 'react';
import type { DeviceDescription } from '@account/contracts';
import { useTranslation } from '@account/i18n';
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
