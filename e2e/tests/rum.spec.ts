import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { shops } from '../support/shops';
import { hubUrl } from '../support/creators-hub';
import { forgetRateLimit } from '../support/rate-limits';

const { DE } = shops;
const LOGIN_REMOTE = 'http://localhost:3010/**';
const VITALS = '**/api/logging/vitals';

interface Batch {
  shop: string;
  reports: Array<Record<string, unknown>>;
}

// Each test's beacon must be judged by its own page view, not by the whole run's before it.
test.beforeEach(() => forgetRateLimit('logging-vitals'));

/**
 * Hides the page as switching tabs does: its visibility turns `hidden` and `visibilitychange`
 * fires, which web-vitals and the collector both act on. Headless Chromium never hides a tab of
 * its own, and a beacon sent while a page unloads is not shown to Playwright, so the state and
 * the event are the browser's own, set from the page. Resolves with the real beacon the page
 * sent and the API's answer to it.
 */
async function hide(page: Page): Promise<{ batch: Batch; status: number }> {
  // Chromium hands Playwright a beacon's body only on its way through a route, which passes it on
  // to the API unchanged.
  const body = new Promise<Batch>((resolve) => {
    void page.route(VITALS, async (route) => {
      resolve(route.request().postDataJSON() as Batch);
      await route.continue();
    });
  });
  const answer = page.waitForResponse(VITALS);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  return { batch: await body, status: (await answer).status() };
}

/** The build version the login remote's manifest names: what its reports must carry. */
async function loginVersion(page: Page): Promise<string> {
  const manifest = await page.request.get('http://localhost:3010/mf-manifest.json');
  return ((await manifest.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData
    .buildInfo.buildVersion;
}

test('a page view of /login reports its web vitals by remote, version and route pattern with a beacon when hidden, and the API takes it', async ({
  page,
}) => {
  // The collector and web-vitals come in a chunk of their own once the page is usable and idle.
  const collector = page.waitForResponse((response) =>
    /\/rum\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto(`${DE.origin}/login`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await collector;
  // The customer's first input ends the largest paint (web-vitals takes only the browser's own
  // events for that, which the hiding below is not).
  await page.getByRole('heading', { level: 1, name: 'Anmelden' }).click();

  const { batch, status } = await hide(page);
  expect(status).toBe(204);
  expect(batch.shop).toBe('de-DE');
  const at = { remote: 'login', version: await loginVersion(page), template: '/login/*' };
  const vitals = batch.reports.filter((report) => report.kind === 'web-vital');
  expect(vitals.map((report) => report.metric)).toEqual(
    expect.arrayContaining(['TTFB', 'LCP', 'CLS']),
  );
  for (const report of vitals) expect(report).toMatchObject(at);
  // The page's address is not in it, only its pattern.
  expect(JSON.stringify(batch)).not.toContain('localhost');
});

test("a remote whose server is down is reported as a failed load of that remote, beside the area's notice", async ({
  page,
}) => {
  await page.route(LOGIN_REMOTE, (route) => route.abort('connectionrefused'));
  const collector = page.waitForResponse((response) =>
    /\/rum\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto(`${DE.origin}/login`);
  await expect(
    page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
  ).toBeVisible();
  await collector;
  await page.unroute(LOGIN_REMOTE);

  const { batch, status } = await hide(page);
  expect(status).toBe(204);
  expect(batch.reports).toContainEqual({
    kind: 'remote_load_failure',
    remote: 'login',
    // The shell's server carried the manifest in the page; the remote's entry did not load.
    version: await loginVersion(page),
    template: '/login/*',
  });
});

test('the creators hub reports through the same code, its own pages under its own name', async ({
  page,
}) => {
  const collector = page.waitForResponse((response) =>
    /\/rum\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto(hubUrl(DE));
  await expect(page.getByRole('heading', { level: 1, name: 'Live & demnächst' })).toBeVisible();
  await collector;

  const { batch, status } = await hide(page);
  expect(status).toBe(204);
  expect(batch.shop).toBe('de-DE');
  expect(batch.reports).toContainEqual(
    expect.objectContaining({
      kind: 'web-vital',
      metric: 'TTFB',
      remote: 'creators-hub',
      version: 'unknown',
      template: '/',
    }),
  );
});
