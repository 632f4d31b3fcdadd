// Build-time pre-rendering (packages/federation-build/webpack.cjs, prerenderConfig): the shell's own
// routes and frame with the remotes imported statically, rendered to HTML for one shop, plus the
// styles that markup uses, so the page paints before any script has run.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Locale, RuntimeConfig } from '@account/contracts';
import { MemoryRouter } from '@account/router/server';
import { sessionStore } from '@account/session';
import { App } from '../App';
import { setUpShop } from '@account/federation';

export interface RenderedPage {
  html: string;
  /** One emotion style element the browser's emotion cache adopts (its ids count as inserted). */
  styles: string;
}

export interface Page {
  /** Below the account root. */
  path: string;
  /**
   * Whom the page is for: a visitor without a session (logged out from the first render on), or
   * a customer with one while the browser still checks the login state (unknown).
   */
  session: 'visitor' | 'checking';
}

export async function renderPage(
  page: Page,
  locale: Locale,
  config: RuntimeConfig,
): Promise<RenderedPage> {
  await setUpShop(config, locale);
  sessionStore.setState({
    status: page.session === 'visitor' ? 'loggedOut' : 'unknown',
    user: null,
  });
  // compat: the styles go into the cache (id → rules) instead of <style> elements in the markup,
  // which the browser would otherwise move away before hydrating.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <MemoryRouter initialEntries={[`/${page.path}`]}>
        <App />
      </MemoryRouter>
    </CacheProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const styles = `<style data-emotion="${cache.key} ${inserted.map(([id]) => id).join(' ')}">${inserted.map(([, rules]) => rules).join('')}</style>`;
  return { html, styles };
}
