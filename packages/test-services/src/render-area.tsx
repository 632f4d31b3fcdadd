import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { setRuntimeConfig } from '@account/config';
import type { FeatureFlag, Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { configureTestServices } from './index';

/** An area's configuration in a shop, as the host sets it up at start. */
export interface AreaConfig {
  locale: Locale;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  /** More of the runtime configuration, e.g. the consent tool. */
  config?: Partial<RuntimeConfig>;
  /** The remote's catalogue registration (its i18n/index.ts); the shell's texts are common. */
  registerCatalogue?: () => void;
}

export interface AreaSetUp extends AreaConfig {
  /** Where the page starts, e.g. '/my-addresses/a1'. */
  start: string;
  routes: { path: string; element: ReactElement }[];
}

/**
 * The area's texts and runtime configuration in a shop; the account services answer through the
 * test file's MSW handlers (`mockServices` and `answer`).
 */
export async function setUpArea(setUp: AreaConfig): Promise<void> {
  const { locale } = setUp;
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: {},
      flags: setUp.flags ?? {},
      ...setUp.config,
    } as unknown as RuntimeConfig,
    locale,
  );
  configureTestServices(locale);
  await initI18n(locale);
  setUp.registerCatalogue?.();
}

/**
 * A remote's pages as the customer of a shop sees them: the API client, its error mapping and
 * the pages run as they do in the product.
 */
export async function renderArea(setUp: AreaSetUp): Promise<void> {
  await setUpArea(setUp);
  window.history.replaceState(null, '', setUp.start);
  render(
    <BrowserRouter>
      <Routes>
        {setUp.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </BrowserRouter>,
  );
}

/** One page at a path, whatever the path, under the router (after `setUpArea`). */
export function renderAt(path: string, page: ReactNode) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </BrowserRouter>,
  );
}

/** Max Mustermann as login-state answers him (the session package's own tests use him too). */
export { testCustomer } from '@account/session/src/test/customer';
