import { setRuntimeConfig } from '@account/config';
import type { Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { configureTestServices } from '@account/test-services';
import { registerCatalogue } from '../i18n';

/**
 * The orders area's texts and configuration in a shop, as the host sets them up at start; the
 * services answer through the test file's MSW handlers (@account/test-services).
 */
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
  configureTestServices(locale);
  await initI18n(locale);
  registerCatalogue();
}
