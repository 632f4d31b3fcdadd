import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureTestServices } from '@account/test-services';
import { setRuntimeConfig } from '@account/config';
import type { FeatureFlag, Locale, LoggedInUser, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { setLoggedIn } from '@account/session';
import { registerCatalogue } from '../i18n';

/**
 * The page as a logged-in customer of a shop sees it; the services answer through the test's MSW
 * handlers (@account/test-services).
 */
export async function setUpPage(
  locale: Locale,
  flags: Partial<Record<FeatureFlag, boolean>> = { contactForm: true },
): Promise<void> {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags } as unknown as RuntimeConfig,
    locale,
  );
  configureTestServices(locale);
  await initI18n(locale);
  registerCatalogue();
  setLoggedIn({
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max.mustermann@example.de',
    customerNumber: '10012345',
  } as LoggedInUser);
}

export function renderAt(path: string, element: ReactNode) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </BrowserRouter>,
  );
}
