// One cold load of a page as the bench and the CI budget check (scripts/budget.mjs) measure it:
// gzip JS bytes, requests and serial round trips under added latency, in total and until the
// page is usable, and libraries loaded twice.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { request } from '@playwright/test';

export const latencyMs = Number(process.env.LATENCY_MS ?? 150);
const demo = { username: 'max.mustermann@example.de', password: 'Sommer2026!' };

export /** The session cookies of the demo customer, from a login against the API (no browser). */
async function sessionCookies(origin) {
  const api = await request.newContext();
  // The local product checks reCAPTCHA with its offline verifier: one token, as the browser gets it.
  const recaptcha = await api.post(`${origin}/api/recaptcha-offline/token`, {
    headers: { 'x-client-id': 'account-view' },
  });
  const recaptchaToken = recaptcha.ok() ? (await recaptcha.json()).token : '';
  const response = await api.post(`${origin}/api/cs/user/login`, {
    headers: {
      'x-client-id': 'account-view',
      'x-locale': 'de-DE',
      'content-type': 'application/json',
      'x-recaptcha-token': recaptchaToken,
    },
    data: { username: demo.username, password: demo.password, stay_logged_in: false },
  });
  if (!response.ok()) throw new Error(`demo login at ${origin} failed: HTTP ${response.status()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

/**
 * Requests of one cold load (new context, cache disabled) under added latency. `loginOrigin`: where
 * the demo customer logs in, when not the page's own origin (another team's host on the same shop
 * host name, which gets the account's cookies).
 */
export async function coldLoad(browser, origin, path, loggedIn, { loginOrigin = origin } = {}) {
  const context = await browser.newContext();
  if (loggedIn) await context.addCookies(await sessionCookies(loginOrigin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The moment the page is usable: the shell removes `inert` from the pre-rendered #root once
  // React has taken it over. What starts later (the login's later steps, prefetched when idle)
  // is counted apart, so the budget figures describe what the customer waits for.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      // Only pre-rendered pages start inert; for the others every request counts as startup.
      if (!root?.hasAttribute('inert')) return;
      new MutationObserver((_, observer) => {
        if (root.hasAttribute('inert')) return;
        window.__readyAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(root, { attributes: true, attributeFilter: ['inert'] });
    });
  });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, {
      url: e.request.url,
      start: e.timestamp,
      startedAtMs: e.wallTime * 1000,
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  // Every answer with its gzip size: the scripts make the JS figures, all of them what a
  // remote adds to another team's page (scripts/foreign-host-weight.mjs).
  const responses = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    responses.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          type,
          file: `${url.port}${url.pathname}`,
          gzip: gzipSync(body).length,
          digest: createHash('sha256').update(body).digest('hex'),
        }),
        () => ({ url: response.url(), type, file: url.pathname, gzip: 0, digest: url.href }),
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  const answered = await Promise.all(responses);
  const loaded = answered.filter((response) => response.type === 'script');
  const gzipJs = loaded.reduce((sum, script) => sum + script.gzip, 0);
  // The same bytes downloaded under two names (or twice under one) are bytes wasted.
  const byDigest = new Map();
  for (const script of loaded)
    byDigest.set(script.digest, [...(byDigest.get(script.digest) ?? []), script]);
  const servedTwice = [...byDigest.values()]
    .filter((same) => same.length > 1)
    .map((same) =>
      same
        .map((s) => s.file)
        .sort()
        .join(' = '),
    );
  const duplicates = await page.evaluate(() => {
    // A copy is a module object a provider's factory made. MF 2 also points entries of other
    // builds at a chosen provider's module (`lib`), which are no copies of their own.
    const modules = {};
    for (const scope of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const provider of Object.values(versions)) {
          if (provider.loaded && provider.lib) (modules[pkg] ??= new Set()).add(provider.lib());
        }
      }
    }
    return Object.entries(modules)
      .filter(([, copies]) => copies.size > 1)
      .map(([pkg]) => pkg);
  });
  const readyAt = await page.evaluate(() => window.__readyAt ?? null);
  await context.close();
  const finished = [...requests.values()].filter((r) => r.end);
  // A page that never reported readiness counts every request as startup.
  const beforeReady = finished.filter((r) => readyAt === null || r.startedAtMs <= readyAt);
  const startupUrls = new Set(beforeReady.map((r) => r.url));
  return {
    heading,
    gzipJs,
    gzipJsUntilReady: loaded
      .filter((script) => startupUrls.has(script.url))
      .reduce((sum, script) => sum + script.gzip, 0),
    // What the customer waits for, largest first: where a budget's bytes go.
    scriptsUntilReady: loaded
      .filter((script) => startupUrls.has(script.url))
      .map(({ file, gzip }) => ({ file, gzip }))
      .sort((a, b) => b.gzip - a.gzip),
    duplicates,
    servedTwice,
    responses: answered.map(({ url, type, gzip }) => ({ url, type, gzip })),
    requests: finished.length,
    requestsUntilReady: beforeReady.length,
    roundTrips: serialRoundTrips(finished),
    roundTripsUntilReady: serialRoundTrips(beforeReady),
  };
}

/**
 * A request's level is one more than the deepest request that had finished before it started;
 * the deepest level is the number of serial round trips. The added latency dwarfs local
 * processing, so requests started together share a level.
 */
function serialRoundTrips(requests) {
  const sorted = requests.sort((a, b) => a.start - b.start);
  const level = new Map();
  for (const r of sorted) {
    let deepest = 0;
    for (const q of sorted)
      if (q !== r && q.end <= r.start && level.has(q)) deepest = Math.max(deepest, level.get(q));
    level.set(r, deepest + 1);
  }
  return Math.max(0, ...level.values());
}
