#!/usr/bin/env node
// `pnpm bench` (not part of the tests): cold loads of /login and of the account home, for the
// federated product and for the monolith build of the same UI (`pnpm build:monolith`, served by
// `pnpm serve` beside it), and the switch from the account home to the orders remote.
// Prints per page and build: gzip JS bytes, requests, serial round trips under added latency,
// libraries loaded twice, and Lighthouse 13 mobile (FCP, LCP, TBT, score), once with its simulated
// throttling and once with the load itself throttled ("applied") — every figure cold, the median
// of RUNS, federated and monolith measured in turns in the same run, with the ratio;
// then INP of typing into /login and of opening an order at 4× CPU (interaction-latency.mjs).
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { coldLoad, latencyMs, sessionCookies } from './cold-load.mjs';
import { cpuSlowdown, interactionLatency, interactions } from './interaction-latency.mjs';
import {
  chromiumArgs,
  chromiumPath,
  lighthousePassRetried,
  lighthouseSettingsLine,
  median,
} from './lighthouse-pass.mjs';

const builds = [
  { name: 'federated', origin: process.env.BENCH_ORIGIN ?? 'http://localhost:3000' },
  { name: 'monolith', origin: process.env.MONOLITH_ORIGIN ?? 'http://localhost:3002' },
];
const runs = Number(process.env.RUNS ?? 3);
const pages = [
  { name: '/login', path: '/login', loggedIn: false },
  { name: 'home', path: '/home', loggedIn: true },
];

async function reachable(origin) {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * One Lighthouse pass, cold (scripts/lighthouse-pass.mjs). For a logged-in page the session
 * cookies (from an API login) are set in that pass's fresh profile over CDP before Lighthouse
 * navigates. `throttlingMethod`: simulated (Lighthouse's default) or applied (`devtools`).
 */
async function lighthouseRun(origin, path, loggedIn, throttlingMethod) {
  const audit = await lighthousePassRetried(
    `${origin}${path}`,
    {
      throttlingMethod,
      prepare: loggedIn
        ? async (port) => {
            const cookies = await sessionCookies(origin);
            const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
            await cdp.contexts()[0].addCookies(cookies);
            // Leaves the browser running: a connected (not launched) browser is only disconnected.
            await cdp.close();
          }
        : undefined,
    },
    {
      onFailure: (error) => {
        failedPasses += 1;
        console.error(`Lighthouse pass on ${origin}${path} failed, running it again: ${error}`);
      },
    },
  );
  // A lost session would measure /login in home's place.
  if (audit.finalPath !== path)
    throw new Error(`Lighthouse on ${origin}${path} ended at ${audit.finalPath}`);
  return audit;
}

for (const build of builds) {
  if (!(await reachable(build.origin))) {
    throw new Error(
      `${build.name} is not served at ${build.origin}: run pnpm build && pnpm build:monolith && pnpm serve`,
    );
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs.slice(1),
});
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const metrics = [
  { label: 'gzip JS', of: (m) => m.gzipJs, show: kB },
  { label: '  until usable', of: (m) => m.gzipJsUntilReady, show: kB },
  { label: 'requests', of: (m) => m.requests, show: String },
  { label: '  until usable', of: (m) => m.requestsUntilReady, show: String },
  { label: 'serial round trips', of: (m) => m.roundTrips, show: String },
  { label: '  until usable', of: (m) => m.roundTripsUntilReady, show: String },
  { label: 'FCP (Lighthouse)', of: (m) => m.fcp, show: ms },
  { label: 'LCP (Lighthouse)', of: (m) => m.lcp, show: ms },
  { label: 'TBT (Lighthouse)', of: (m) => m.tbt, show: ms },
  { label: 'Lighthouse mobile', of: (m) => m.score, show: String },
  { label: 'FCP (applied)', of: (m) => m.applied.fcp, show: ms },
  { label: 'TBT (applied)', of: (m) => m.applied.tbt, show: ms },
  { label: 'Lighthouse (applied)', of: (m) => m.applied.score, show: String },
];

let settings;
let appliedSettings;
let failedPasses = 0;
const benchmarkIndexes = [];
console.log(
  `${runs} cold runs per page and build (in turns), ${latencyMs} ms added latency per request for bytes and round trips`,
);
console.log(`machine: ${cpus().length} × ${cpus()[0].model}, Node ${process.version}\n`);
for (const target of pages) {
  const results = Object.fromEntries(
    builds.map((b) => [b.name, { loads: [], audits: [], applied: [] }]),
  );
  for (let i = 0; i < runs; i += 1) {
    for (const build of builds)
      results[build.name].loads.push(
        await coldLoad(browser, build.origin, target.path, target.loggedIn),
      );
  }
  for (let i = 0; i < runs; i += 1) {
    for (const build of builds) {
      const audit = await lighthouseRun(build.origin, target.path, target.loggedIn);
      settings = audit.settings;
      benchmarkIndexes.push(audit.benchmarkIndex);
      results[build.name].audits.push(audit);
      // Lighthouse's simulation replays an unthrottled load at a phone's speed: which scripts ran
      // before its first paint decides its simulated paint, and each task keeps its unthrottled
      // shape, only longer. Applied throttling runs the load itself at 4× CPU on a slow network,
      // so where tasks split and when scripts arrive are the slow phone's (docs/performance.md).
      const applied = await lighthouseRun(build.origin, target.path, target.loggedIn, 'devtools');
      appliedSettings = applied.settings;
      results[build.name].applied.push(applied);
    }
  }
  const medians = Object.fromEntries(
    builds.map(({ name }) => {
      const { loads, audits, applied } = results[name];
      return [
        name,
        {
          gzipJs: median(loads.map((l) => l.gzipJs)),
          gzipJsUntilReady: median(loads.map((l) => l.gzipJsUntilReady)),
          requests: median(loads.map((l) => l.requests)),
          requestsUntilReady: median(loads.map((l) => l.requestsUntilReady)),
          roundTrips: median(loads.map((l) => l.roundTrips)),
          roundTripsUntilReady: median(loads.map((l) => l.roundTripsUntilReady)),
          fcp: median(audits.map((a) => a.fcp)),
          lcp: median(audits.map((a) => a.lcp)),
          tbt: median(audits.map((a) => a.tbt)),
          score: median(audits.map((a) => a.score)),
          applied: {
            fcp: median(applied.map((a) => a.fcp)),
            tbt: median(applied.map((a) => a.tbt)),
            score: median(applied.map((a) => a.score)),
          },
        },
      ];
    }),
  );
  const federated = results.federated.loads[0];
  console.log(
    `${target.name}  (rendered "${federated.heading}"; monolith "${results.monolith.loads[0].heading}")`,
  );
  console.log(
    `  ${''.padEnd(20)}${'federated'.padStart(12)}${'monolith'.padStart(12)}${'ratio'.padStart(8)}`,
  );
  for (const metric of metrics) {
    const [f, m] = [metric.of(medians.federated), metric.of(medians.monolith)];
    const ratio = m ? (f / m).toFixed(2) : '–';
    console.log(
      `  ${metric.label.padEnd(20)}${metric.show(f).padStart(12)}${metric.show(m).padStart(12)}${ratio.padStart(8)}`,
    );
  }
  // Lighthouse simulates the first paint either before the scripts run (about 0.7 s here) or
  // after them (about 1.8 s); an early one counts the page's parsing towards TBT
  // (docs/performance.md), so every pass is listed and like can be compared with like.
  for (const { name } of builds) {
    const { audits, applied } = results[name];
    console.log(
      `  passes ${name.padEnd(10)} ${audits.map((a) => `FCP ${ms(a.fcp)}, TBT ${ms(a.tbt)}`).join('; ')}`,
    );
    console.log(`    applied TBT ${applied.map((a) => ms(a.tbt)).join(', ')}`);
  }
  console.log(
    `  libraries loaded twice: ${federated.duplicates.length ? federated.duplicates.join(', ') : 'none'}`,
  );
  const twice = [
    ...new Set(
      builds.flatMap(({ name }) =>
        results[name].loads.flatMap((l) => l.servedTwice.map((s) => `${name} ${s}`)),
      ),
    ),
  ];
  console.log(`  same script downloaded twice: ${twice.length ? twice.join(', ') : 'none'}\n`);
}
console.log(`applied: ${await lighthouseSettingsLine(appliedSettings)}`);
console.log(
  `${await lighthouseSettingsLine(settings)}; benchmark index ${Math.round(median(benchmarkIndexes))}; ${failedPasses} failed passes run again\n`,
);

console.log(`INP at ${cpuSlowdown}× CPU (web-vitals, median of ${runs})`);
console.log(
  `  ${''.padEnd(32)}${'federated'.padStart(12)}${'monolith'.padStart(12)}${'ratio'.padStart(8)}`,
);
for (const interaction of interactions) {
  const inp = {};
  for (const build of builds) inp[build.name] = [];
  for (let i = 0; i < runs; i += 1)
    for (const build of builds)
      inp[build.name].push(await interactionLatency(browser, build.origin, interaction));
  const [f, m] = [median(inp.federated), median(inp.monolith)];
  console.log(
    `  ${interaction.name.padEnd(32)}${ms(f).padStart(12)}${ms(m).padStart(12)}${(m ? (f / m).toFixed(2) : '–').padStart(8)}`,
  );
}
console.log('');

/**
 * Home → orders inside the running app, under the same added latency: cold (the orders area was
 * never loaded) and warm (back home and again: only the data call).
 * Measured from the click to the first order on screen.
 */
async function switchToOrders(origin) {
  const context = await browser.newContext();
  await context.addCookies(await sessionCookies(origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
  const navigation = page.getByRole('navigation', { name: 'Mein Konto', exact: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .body()
          .then((body) => gzipSync(body).length)
          .catch(() => 0),
      );
  });
  async function timedSwitch() {
    const start = performance.now();
    await navigation.getByRole('link', { name: 'Alle Bestellungen' }).click();
    // The orders page's own article: the home's tiles are articles too, and a navigation is a
    // transition, so the home can still be on screen for a moment after the click.
    await page
      .getByRole('main')
      .filter({ has: page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' }) })
      .getByRole('article')
      .first()
      .waitFor();
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

console.log('home → orders  (click to first order on screen)');
for (const build of builds) {
  const switches = [];
  for (let i = 0; i < runs; i += 1) switches.push(await switchToOrders(build.origin));
  console.log(
    `  ${build.name.padEnd(10)} cold ${ms(median(switches.map((s) => s.cold)))} (${kB(median(switches.map((s) => s.coldJs)))} gzip JS), ` +
      `warm ${ms(median(switches.map((s) => s.warm)))} (${kB(median(switches.map((s) => s.warmJs)))})`,
  );
}
await browser.close();
