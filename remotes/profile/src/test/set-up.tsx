import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureTestServices } from '@account/test-services';
import { setRuntimeConfig } from '@account/config';
import type { Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { LiveRegion } from '@account/ui';
import { registerCatalogue } from '../i18n';

/** The local consent tool's storage key in the tests' runtime configuration. */
export const CONSENT_KEY = 'test-consent';

/**
 * A page of the profile area as a customer of a shop sees it; the services answer through the
 * test's MSW handlers (@account/test-services). The page's live region is rendered too, so what
 * a screen reader is told can be asserted.
 */
export async function setUpPage(locale: Locale): Promise<void> {
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: {},
      flags: {},
      consent: { adapter: 'storage', key: CONSENT_KEY },
    } as unknown as RuntimeConfig,
    locale,
  );
  configureTestServices(locale);
  await initI18n(locale);
  registerCatalogue();
}

export function renderAt(path: string, element: ReactNode) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <LiveRegion />
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </BrowserRouter>,
  );
}
