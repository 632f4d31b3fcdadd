import type { FeatureFlag, Locale, LoggedInUser } from '@account/contracts';
import { setLoggedIn } from '@account/session';
import { setUpArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../i18n';

export { renderAt } from '@account/test-services/src/render-area';

/**
 * The page as a logged-in customer of a shop sees it; the services answer through the test's MSW
 * handlers (@account/test-services).
 */
export async function setUpPage(
  locale: Locale,
  flags: Partial<Record<FeatureFlag, boolean>> = { contactForm: true },
): Promise<void> {
  await setUpArea({ locale, flags, registerCatalogue });
  setLoggedIn({
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max.mustermann@example.de',
    customerNumber: '10012345',
  } as LoggedInUser);
}
