import type { FeatureFlag, Locale } from '@account/contracts';
import { setUpArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../i18n';

/**
 * The orders area's texts and configuration in a shop, as the host sets them up at start; the
 * services answer through the test file's MSW handlers (@account/test-services).
 */
export async function setUpShop(
  locale: Locale,
  flags: Partial<Record<FeatureFlag, boolean>> = {},
): Promise<void> {
  await setUpArea({
    locale,
    flags,
    config: { shopOrigins: { [locale]: `http://${locale.slice(3).toLowerCase()}.localhost:3000` } },
    registerCatalogue,
  });
}
