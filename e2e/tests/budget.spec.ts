import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The performance budget's deterministic half (issue 22), on every CI run: gzip JavaScript and
 * serial round trips until the page is usable, cold, measured as `pnpm bench` measures them
 * (scripts/cold-load.mjs). Lighthouse scores and LCP vary with the machine and stay in the bench.
 */
// Issue 22's targets: 205 kB for /login and 170 kB for home. Met on 27 November 2026 (/login
// 202.5 kB, home 168.5 kB) once @account/ui and the api-client shared only their core and the
// api-client called by one address per endpoint (docs/performance.md, "Issue 22"); the failure
// lists each script's share.
// Round trips and requests until usable (issue 38): the shell's server names the page's remote
// manifest in its HTML: /login 3 as the monolith (before 4), home 3 as the monolith, measured 28
// November 2026 (docs/performance.md, "Round trips from the manifest"). It carries
// runtime-config.json, remotes.json and the page's remote's manifest in the page
// (apps/shell/server/deployment-files.mts): /login 7 requests (before 10, the monolith 6), home 5
// (before 7), 29 November 2026 ("Deployment files in the page").
// All JS of the load, the tiles and the login's later steps included (issue 38): /login 233.2 kB;
// home 234.0 kB on 29 November 2026, 288.5 before, when each tile remote's own copy of the form
// library was preloaded (docs/performance.md, "Home's tiles without the form library"). Since the
// remotes take the host's bundler runtime (3.6 kB less in each remoteEntry.js): /login 230.3 kB,
// home 216.9 kB, 29 November 2026; home's 220 kB is issue 38's 1.3× the monolith's 169.4 kB
// ("The remotes run on the host's bundler runtime").
// Issue 35 raised home's budgets by what two measured additions to every page's startup take,
// 29 November 2026 (the shell's startup script had 70 bytes left under home's 170 kB): the shell
// choosing each remote's version per visitor (docs/decisions/062, 0.47 kB) and real-user
// monitoring's start (docs/decisions/061: sampling, the failed-load hand-over, 0.3 kB), so
// 170 → 171 kB until usable. A sampled page view (every one locally, 10 % in production) loads
// RUM's collector and web-vitals, 4.4 kB, once usable: with both, /login 235.1 kB in all
// (235 → 236), home 221.4 (220 → 225; issue 38's 1.3× the monolith holds where RUM does not sample
// the view, 9 in 10 in production).
// Issue 40 added to what every page's start shares, 30 November 2026: the side navigation's
// "Meine Gutscheine" and its route (the shell), the tracking steps' dates (the UI kit's Stepper,
// formatDeliveryDay in @account/i18n), the dialogs' initial focus and the checkbox's hint (the UI
// kit): home 171.4 kB until usable (171 → 172), /login 236.2 kB in all (236 → 237).
// Issue 40's product names (decision 071): a browser without a German hyphenation dictionary, as
// this Chromium is, fetches the German patterns once usable, when the home's top deals show a
// product name: 102.7 kB of gzip JS, home 327.3 kB in all, 30 November 2026 (225 → 328). The
// until-usable figures are unchanged; a browser that hyphenates German itself (desktop Chrome,
// Edge, Firefox, Safari) fetches nothing of it.
// Issue 38 gave those patterns to the page as JSON, 30 November 2026: the browser builds them in
// 24.7 ms instead of 60.7 (unthrottled, medians of 10) for 7.7 kB more of gzip, fetched once the
// page is usable: home 336.8 kB in all (328 → 337).
// Issue 38 gave the hosts a runtime plugin that hands every build its shared modules without the
// range checks whose answer is known, 1 December 2026: 43 to 73 ms less of the main thread at 4×
// CPU (medians of 9 cold loads) for 0.23 kB more in the host's main.js, which every page starts
// with: home 172.2 kB until usable (172 → 173) and 337.1 in all (337 → 338), /login 237.0 kB in
// all (237 → 238) (docs/performance.md, "Range checks whose answer is known").
const budgets = [
  {
    page: '/login',
    path: '/login',
    loggedIn: false,
    kB: 205,
    roundTrips: 3,
    requests: 7,
    allKB: 238,
  },
  { page: 'home', path: '/home', loggedIn: true, kB: 173, roundTrips: 3, requests: 5, allKB: 338 },
];

interface ColdLoad {
  gzipJs: number;
  gzipJsUntilReady: number;
  scriptsUntilReady: { file: string; gzip: number }[];
  roundTripsUntilReady: number;
  requestsUntilReady: number;
  duplicates: string[];
  servedTwice: string[];
}
type ColdLoadFn = (
  browser: Browser,
  origin: string,
  path: string,
  loggedIn: boolean,
) => Promise<ColdLoad>;

for (const budget of budgets) {
  test(`${budget.page} stays within ${budget.kB} kB of gzip JS, ${budget.roundTrips} round trips and ${budget.requests} requests until usable, ${budget.allKB} kB in all, no library twice`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const module = pathToFileURL(path.resolve(__dirname, '../../scripts/cold-load.mjs')).href;
    const { coldLoad } = (await import(module)) as { coldLoad: ColdLoadFn };
    const load = await coldLoad(browser, 'http://localhost:3000', budget.path, budget.loggedIn);
    console.log(
      `${budget.page}: ${(load.gzipJsUntilReady / 1000).toFixed(1)} kB gzip JS, ${load.roundTripsUntilReady} round trips and ${load.requestsUntilReady} requests until usable, ${(load.gzipJs / 1000).toFixed(1)} kB in all`,
      load.scriptsUntilReady
        .map(({ file, gzip }) => `\n  ${(gzip / 1000).toFixed(1)} kB ${file}`)
        .join(''),
    );
    expect(load.gzipJsUntilReady / 1000).toBeLessThanOrEqual(budget.kB);
    expect(load.gzipJs / 1000).toBeLessThanOrEqual(budget.allKB);
    expect(load.roundTripsUntilReady).toBeLessThanOrEqual(budget.roundTrips);
    expect(load.requestsUntilReady).toBeLessThanOrEqual(budget.requests);
    expect(load.duplicates).toEqual([]);
    expect(load.servedTwice).toEqual([]);
  });
}
