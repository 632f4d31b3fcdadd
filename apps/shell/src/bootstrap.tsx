import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from '@account/router';
import {
  isAreaUnavailable,
  loadRemoteArea,
  preloadRemoteRoot,
  remoteForPath,
  setUpShop,
  startRemotes,
  startRum,
  styleCache,
} from '@account/federation';
import { paths } from '@account/contracts';
import { initI18n, localeFromHost } from '@account/i18n';
import { checkLoginState } from '@account/session';
import { flushPendingReports } from '@account/tracking';
import { App } from './App';
import { assetUrl, loadRuntimeConfig, pathBelowRoot } from './config/runtime-config';
import { ErrorFallback } from './pages/ErrorFallback';

/** How long the first render may wait for the current page's remote before showing a spinner. */
const PRELOAD_WAIT_MS = 1500;

/** The shell's own pages, as real-user monitoring names them (the remotes' come from the registry). */
const hostPatterns = [
  paths.home.pattern,
  paths.content.pattern,
  paths.postLogout.pattern,
  paths.underConstruction.pattern,
  paths.pageNotFound.pattern,
];

/** One for the page: every style element carries the answer's nonce (Content-Security-Policy). */
const cache = styleCache();

async function start(root: HTMLElement) {
  const configLoaded = loadRuntimeConfig();
  const [config] = await Promise.all([
    configLoaded,
    startRemotes(
      assetUrl('remotes.json'),
      __DEFAULT_REGISTRY__,
      configLoaded.then((loaded) => loaded.environment),
    ),
  ]);
  const shop = localeFromHost(window.location.hostname, config.shops);
  await setUpShop(config, shop);
  // Importing tracking reports every failed call from here on; what the registry reported
  // before the API client knew the logging service's address goes out now.
  flushPendingReports();

  void checkLoginState();
  const owner = remoteForPath(pathBelowRoot(window.location.pathname));
  if (owner) {
    // The remote's chunks are fetched side by side (preload) while its root loads; a remote that
    // fails here fails again inside its area, which shows the fallback with retry.
    const loaded = Promise.all([preloadRemoteRoot(owner), loadRemoteArea(owner)]).catch(
      () => undefined,
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);
  }

  // A page pre-rendered at build time (the shell server answers it for its path and shop) is
  // already on screen: React takes it over instead of rendering it again. It stays inert until
  // then, so nothing typed or clicked before is lost.
  const app = (
    <CacheProvider value={cache}>
      <BrowserRouter basename={__BASE_PATH__}>
        <App
          onReady={() => {
            root.removeAttribute('inert');
            // Measuring starts once the page is usable, never before (docs/decisions/061).
            startRum({
              settings: config.rum,
              shop,
              host: 'shell',
              basePath: __BASE_PATH__,
              hostPatterns,
            });
          }}
        />
      </BrowserRouter>
    </CacheProvider>
  );
  // As a transition React hydrates (or renders) in slices that leave the browser free between
  // them, instead of one long task while the customer may already be typing.
  // The pre-rendered page shows the remote's area; when that remote could not be reached its
  // fallback page would not match it, so the page is rendered anew instead of taken over.
  if (owner && isAreaUnavailable(owner)) root.replaceChildren();
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

const root = document.getElementById('root')!;
start(root).catch(async () => {
  // Without the runtime configuration nothing can work; say so in German instead of a blank page.
  await initI18n('de-DE');
  root.replaceChildren();
  root.removeAttribute('inert');
  createRoot(root).render(
    <CacheProvider value={cache}>
      <ErrorFallback />
    </CacheProvider>,
  );
});
