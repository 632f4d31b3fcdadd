import type { Locale, RuntimeConfig } from '@account/contracts';
import { configureApi } from '@account/api-client';
import { serviceBaseUrls, setRuntimeConfig } from '@account/config';
import { i18n, initI18n } from '@account/i18n';

/** Configuration, API client and texts for one shop; in the browser and when pre-rendering. */
export async function setUpShop(config: RuntimeConfig, locale: Locale): Promise<void> {
  setRuntimeConfig(config, locale);
  configureApi({ services: serviceBaseUrls(config), locale, recaptcha: config.recaptcha });
  // Pre-rendering renders every shop in one process: i18next is set up once, then switched, so
  // the remotes' namespaces (added when their modules load) stay.
  if (i18n.isInitialized) await i18n.changeLanguage(locale);
  else await initI18n(locale);
}
