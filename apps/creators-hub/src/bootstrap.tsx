import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter, useRoutes } from '@account/router';
import { creatorsHubPaths } from '@account/contracts';
import {
  loadRuntimeConfig,
  setUpShop,
  startRemotes,
  startRum,
  styleCache,
} from '@account/federation';
import { i18n, initI18n, localeFromHost } from '@account/i18n';
import { checkLoginState } from '@account/session';
import { setDocumentTitleApp } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { routes } from './routing/routes';
import { StartFailed } from './pages/StartFailed';

function HubRoutes() {
  return useRoutes(routes);
}

/** The hub's own deployment files, beside its build (`/creators-hub/remotes.json`). */
const assetUrl = (file: string) => `${__BASE_PATH__}/${file}`;

async function start(root: HTMLElement) {
  const configLoaded = loadRuntimeConfig(assetUrl('runtime-config.json'));
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
  registerCatalogue();
  // "Live & demnächst – Creators Hub – Shop24 Direkt": the hub's pages, the remote's included.
  setDocumentTitleApp(i18n.t('frame.name', { ns: NS }));
  // The account's session: same services and cookies, so a login there counts here.
  void checkLoginState();
  createRoot(root).render(
    <StrictMode>
      {/* Every style element carries the answer's nonce (Content-Security-Policy). */}
      <CacheProvider value={styleCache()}>
        <BrowserRouter basename={__BASE_PATH__}>
          <HubRoutes />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
  // The hub reports as the shell does, once it rendered; the followed-creators page is
  // attributed to its remote (docs/decisions/061).
  startRum({
    settings: config.rum,
    shop,
    host: 'creators-hub',
    basePath: __BASE_PATH__,
    hostPatterns: ['', creatorsHubPaths.creator.pattern],
  });
}

const root = document.getElementById('root')!;
start(root).catch(async () => {
  await initI18n('de-DE');
  registerCatalogue();
  createRoot(root).render(<StartFailed />);
});
