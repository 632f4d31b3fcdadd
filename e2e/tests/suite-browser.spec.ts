import { expectNoAxeViolations } from '../support/axe';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

// The browser the suite runs in (support/chromium-launch.ts): a window per test without the
// address bar's preloaded suggestion popup, which took 14 % of the suite's CPU, and with the
// features Playwright switches off still off, as its list was extended rather than replaced.
test('the suites’ Chromium opens a test’s window without the address bar’s popup pages', async ({
  browser,
  page,
}) => {
  await page.goto('/login');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  const urls = targetInfos.map((target) => target.url);
  expect(urls.some((url) => url.includes('/login'))).toBe(true);
  expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
});

test('Playwright’s own switched-off features stay switched off', () => {
  const { launchOptions } = test.info().project.use;
  const disabled =
    launchOptions?.args?.filter((arg) => arg.startsWith('--disable-features=')) ?? [];
  // One switch only: Chromium reads the last of several.
  expect(disabled).toHaveLength(1);
  expect(disabled[0]!.split('=')[1]!.split(',')).toEqual(
    expect.arrayContaining(['PaintHolding', 'ThirdPartyStoragePartitioning', 'WebUIOmniboxPopup']),
  );
  expect(launchOptions?.ignoreDefaultArgs).toEqual([expect.stringMatching(/^--disable-features=/)]);
});

// The accessibility checks run axe in legacy mode (support/axe.ts), which cannot look into a frame
// from another origin: a page with one fails its check rather than pass without it. The product's
// policy forbids such frames, so the page and its frame are made up here.
test('an accessibility check refuses a page with a frame it cannot look into', async ({ page }) => {
  const framed = `${shops.AT.origin}/gerahmt`;
  const html = (body: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="de"><title>Seite</title><main>${body}</main></html>`,
  });
  await page.route(framed, (route) => route.fulfill(html('<p>Gerahmt</p>')));
  await page.route(`${shops.DE.origin}/rahmen`, (route) =>
    route.fulfill(html(`<iframe title="Fremde Seite" src="${framed}"></iframe>`)),
  );
  await page.goto(`${shops.DE.origin}/rahmen`);
  await expect(page.frameLocator('iframe').getByText('Gerahmt')).toBeVisible();
  await expect(expectNoAxeViolations(page)).rejects.toThrow('frames axe cannot check');
});
