#!/usr/bin/env node
// What the creators remote adds to a page that mounts it (issue 34, docs/performance.md): cold
// loads (scripts/cold-load.mjs) with the demo customer logged in, counting every answer from the
// remote's origin — its manifest, entry and chunks — in gzip bytes and requests, per file, the
// median of RUNS. Needs `pnpm serve` (the account on :3000, the hub on :3030, the remote on :3018);
// for another team's host, e2e/foreign-host built and served as its spec does (on :3040).
//   PAGE=http://localhost:3040/ node scripts/foreign-host-weight.mjs
import { chromium } from '@playwright/test';
import { coldLoad } from './cold-load.mjs';
import { chromiumArgs, chromiumPath, median } from './lighthouse-pass.mjs';

const page = new URL(process.env.PAGE ?? 'http://localhost:3040/');
const account = process.env.ACCOUNT_ORIGIN ?? 'http://localhost:3000';
const remote = process.env.REMOTE_ORIGIN ?? 'http://localhost:3018';
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs.slice(1),
});
const loads = [];
for (let i = 0; i < runs; i += 1) {
  const load = await coldLoad(browser, page.origin, page.pathname, true, {
    loginOrigin: account,
  });
  if (load.heading !== 'Gefolgte Creator')
    throw new Error(`the app did not render on ${page}: ${load.heading}`);
  loads.push(load.responses.filter((response) => new URL(response.url).origin === remote));
}
await browser.close();

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (added) => added.reduce((sum, response) => sum + response.gzip, 0);
console.log(`${page}: what ${remote} adds, cold, median of ${runs}`);
console.log(
  `  gzip ${kB(median(loads.map(total)))} in ${median(loads.map((added) => added.length))} requests`,
);
// File names are hashed per build, not per load: the first load's files stand for all.
for (const { url, gzip } of [...loads[0]].sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kB(gzip).padStart(9)}  ${new URL(url).pathname}`);
