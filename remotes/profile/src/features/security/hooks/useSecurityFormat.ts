import { useCallback } from 'react';
import type { DeviceDescription } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../../../i18n';

const KINDS = ['desktop', 'mobile', 'tablet', 'tv'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (type: string | null): type is Kind => KINDS.includes(type as Kind);

/**
 * Names a device in a customer's words (issue 40): "Chrome auf Linux-Computer", "Safari auf
 * iPhone", "Firefox auf Mac"; no versions, which tell three sessions of one laptop apart no
 * better and change with every update. A service that sends no version-free names still gets
 * "Firefox 128 auf Linux", or the part of it the browser told.
 */
export function useDeviceName() {
  const { t } = useTranslation(NS);
  const kindOf = useCallback(
    (device: DeviceDescription): string | null => {
      if (device.model) return device.model;
      const os = device.osName;
      if (!os) return null;
      if (device.type === 'desktop')
        return t(`security.computers.${os}`, {
          defaultValue: t('security.deviceKinds.desktop', { os }),
        });
      return isKind(device.type) ? t(`security.deviceKinds.${device.type}`, { os }) : os;
    },
    [t],
  );
  return useCallback(
    (device: DeviceDescription): string => {
      const browser = device.browserName === undefined ? device.browser : device.browserName;
      const os = device.osName === undefined ? device.os : kindOf(device);
      if (browser && os) return t('security.deviceOn', { browser, os });
      return browser ?? os ?? t('security.unknownDevice');
    },
    [t, kindOf],
  );
}
