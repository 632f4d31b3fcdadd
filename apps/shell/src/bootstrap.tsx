import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@account/router';
import { configureApi } from '@account/api-client';
import { serviceBaseUrls, setRuntimeConfig } from '@account/config';
import { loadRegistry, preloadRemoteRoot, registerRegistry, remoteForPath } from '@account/federation';
import { initI18n, localeFromHost } from '@account/i18n';
import { checkLoginState } from '@account/session';
import { assetUrl, loadRuntimeConfig, pathBelowRoot } from './config/runtime-config';
import { routes } from './routing/routes';
import { ErrorFallback } from './pages/ErrorFallback';

/** How long the first render may wait for the current page's remote before showing a spinner. */
const PRELOAD_WAIT_MS = 1500;

async function start(root: HTMLElement) {
  const [config, registry] = await Promise.all([
    loadRuntimeConfig(),
    loadRegistry(assetUrl('remotes.json'), __DEFAULT_REGISTRY__),
  ]);
  const locale = localeFromHost(window.location.hostname, config.shops);
  setRuntimeConfig(config, locale);
  configureApi({ services: serviceBaseUrls(config), locale, recaptcha: config.recaptcha });
  await initI18n(locale);
  registerRegistry(registry);

  void checkLoginState();
  const owner = remoteForPath(pathBelowRoot(window.location.pathname));
  if (owner) {
    await Promise.race([preloadRemoteRoot(owner), new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);
  }

  const router = createBrowserRouter(routes, { basename: __BASE_PATH__ });
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root')!;
start(root).catch(async () => {
  // Without the runtime configuration nothing can work; say so in German instead of a blank page.
  await initI18n('de-DE');
  createRoot(root).render(<ErrorFallback />);
});
