#!/usr/bin/env node
// `pnpm bench` (not part of the tests): cold loads of /login and of the account home against the
// served product (`pnpm start` or `pnpm serve` must be running), in headless Chromium, and the
// switch from the account home to the orders remote, cold and warm.
// Prints per page: gzip JS bytes, serial round trips under added latency, libraries loaded twice,
// and the Lighthouse 12 mobile performance score and LCP. Medians over RUNS loads.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const origin = process.env.BENCH_ORIGIN ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 3);
const latencyMs = Number(process.env.LATENCY_MS ?? 150);
const debuggingPort = 9333;
const demo = { username: 'max.mustermann@example.de', password: 'Sommer2026!' };
const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', `--remote-debugging-port=${debuggingPort}`,
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function logIn(context) {
  const response = await context.request.post(`${origin}/api/cs/user/login`, {
    headers: { 'x-client-id': 'account-view', 'x-locale': 'de-DE', 'content-type': 'application/json' },
    data: { username: demo.username, password: demo.password, stay_logged_in: false },
  });
  if (!response.ok()) throw new Error(`demo login failed: HTTP ${response.status()}`);
}

/** Requests of one cold load with the time they started and ended, under added latency. */
async function coldLoad(browser, path, loggedIn) {
  const context = await browser.newContext();
  if (loggedIn) await logIn(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => { const r = requests.get(e.requestId); if (r) r.end = e.timestamp; });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length).catch(() => 0));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  const gzipJs = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  const duplicates = await page.evaluate(() => {
    // Every federation instance lists the providers it knows; a library counts twice only when
    // two different builds (version or providing app) of it were actually loaded.
    const loaded = {};
    for (const scope of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, provider] of Object.entries(versions)) {
          if (provider.loaded || provider.lib) (loaded[pkg] ??= new Set()).add(`${version}@${provider.from}`);
        }
      }
    }
    return Object.entries(loaded).filter(([, builds]) => builds.size > 1).map(([pkg]) => pkg);
  });
  await context.close();
  return { heading, gzipJs, duplicates, roundTrips: serialRoundTrips([...requests.values()].filter((r) => r.end)) };
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
    for (const q of sorted) if (q !== r && q.end <= r.start && level.has(q)) deepest = Math.max(deepest, level.get(q));
    level.set(r, deepest + 1);
  }
  return Math.max(0, ...level.values());
}

async function lighthouseRun(browser, path, loggedIn) {
  // Lighthouse drives the same Chromium over its debugging port; the session cookie stays put.
  const context = browser.contexts()[0] ?? (await browser.newContext());
  if (loggedIn) await logIn(context);
  const result = await lighthouse(`${origin}${path}`, {
    port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true,
  });
  const { categories, audits } = result.lhr;
  return { score: Math.round(categories.performance.score * 100), lcp: audits['largest-contentful-paint'].numericValue };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const pages = [
  { name: '/login', path: '/login', loggedIn: false },
  { name: 'home', path: '/home', loggedIn: true },
];
console.log(`origin ${origin}, ${runs} cold loads per page, ${latencyMs} ms added latency per request\n`);
for (const target of pages) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, target.path, target.loggedIn));
  const audits = [];
  for (let i = 0; i < runs; i += 1) audits.push(await lighthouseRun(browser, target.path, target.loggedIn));
  console.log(`${target.name}  (rendered "${loads[0].heading}")`);
  console.log(`  gzip JS               ${(median(loads.map((l) => l.gzipJs)) / 1024).toFixed(1)} kB   (target ≤ 180 kB)`);
  console.log(`  serial round trips    ${median(loads.map((l) => l.roundTrips))}          (target ≤ 4)`);
  console.log(`  libraries loaded twice ${loads[0].duplicates.length ? loads[0].duplicates.join(', ') : 'none'}`);
  console.log(`  Lighthouse mobile     ${median(audits.map((a) => a.score))}         (target ≥ 98)`);
  console.log(`  LCP (simulated)       ${Math.round(median(audits.map((a) => a.lcp)))} ms\n`);
}
/**
 * Home → orders inside the running app, under the same added latency: cold (the orders remote was
 * never loaded: manifest, entry and chunks) and warm (back home and again: only the data call).
 * Measured from the click to the first order on screen.
 */
async function switchToOrders(browser) {
  const context = await browser.newContext();
  await logIn(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
  const navigation = page.getByRole('navigation', { name: 'Mein Konto', exact: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length).catch(() => 0));
  });
  async function timedSwitch() {
    const start = performance.now();
    await navigation.getByRole('link', { name: 'Alle Bestellungen' }).click();
    await page.getByRole('article').first().waitFor();
    return performance.now() - start;
  }
  const cold = await timedSwitch();
  const coldJs = (await Promise.all(scripts.splice(0))).reduce((a, b) => a + b, 0);
  await navigation.getByRole('link', { name: 'Alle Bestellungen' }).waitFor();
  await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
  await page.getByRole('heading', { level: 1, name: /^Hallo/ }).waitFor();
  const warm = await timedSwitch();
  const warmJs = (await Promise.all(scripts.splice(0))).reduce((a, b) => a + b, 0);
  await context.close();
  return { cold, warm, coldJs, warmJs };
}

const switches = [];
for (let i = 0; i < runs; i += 1) switches.push(await switchToOrders(browser));
console.log('home → orders  (click to first order on screen)');
console.log(`  cold switch           ${Math.round(median(switches.map((s) => s.cold)))} ms   (${(median(switches.map((s) => s.coldJs)) / 1024).toFixed(1)} kB gzip JS)`);
console.log(`  warm switch           ${Math.round(median(switches.map((s) => s.warm)))} ms   (${(median(switches.map((s) => s.warmJs)) / 1024).toFixed(1)} kB gzip JS)\n`);
await browser.close();
