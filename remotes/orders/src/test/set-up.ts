import { configureApi } from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import type { Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../i18n';

/** The orders area's texts and configuration in a shop, as the host sets them up at start. */
export async function setUpShop(locale: Locale): Promise<void> {
  setRuntimeConfig(
    {
      environment: 'local',
      services: {},
      flags: {},
      shopOrigins: { [locale]: `http://${locale.slice(3).toLowerCase()}.localhost:3000` },
    } as unknown as RuntimeConfig,
    locale,
  );
  configureApi({ services: { orders: '/api/orders', basket: '/api/basket' }, locale });
  await initI18n(locale);
  registerCatalogue();
}
