import type { ReactNode } from 'react';
import type { Locale } from '@account/contracts';
import { renderAt as renderPageAt, setUpArea } from '@account/test-services/src/render-area';
import { LiveRegion } from '@account/ui';
import { registerCatalogue } from '../i18n';

/** The local consent tool's storage key in the tests' runtime configuration. */
export const CONSENT_KEY = 'test-consent';

/**
 * A page of the profile area as a customer of a shop sees it; the services answer through the
 * test's MSW handlers (@account/test-services).
 */
export async function setUpPage(locale: Locale): Promise<void> {
  await setUpArea({
    locale,
    config: { consent: { adapter: 'storage', key: CONSENT_KEY } },
    registerCatalogue,
  });
}

/** The page with the live region beside it, so what a screen reader is told can be asserted. */
export function renderAt(path: string, element: ReactNode) {
  return renderPageAt(
    path,
    <>
      <LiveRegion />
      {element}
    </>,
  );
}
