// Issue 40, "Long German words break without a hyphen": product names break at their syllables
// with a hyphen in the three shops, also where the browser has no German dictionary (this
// Chromium has none), and a quantity ("30 ml") never breaks; axe 4.14 at 1280, 390 and 320 px.
import { CLIENT_ID, CLIENT_ID_HEADER, paths } from '@account/contracts';
import { freshCustomerAt } from '../support/accounts';
import { logIn } from '../support/login';
import { expectNoAxeViolationsAtEveryWidth } from '../support/confirmation';
import { badBreaks, renderedLines } from '../support/line-breaks';
import { shops } from '../support/shops';
import { expect, test, type Page } from '../support/test';

const PASSWORD = 'Winter2026!';
const BRUSH = 'Gesichtsreinigungsbürste, akkubetrieben';
const SERUM = 'Hyaluron-Serum, 30 ml';
const BODY_BUTTER = 'Körperbutter Sheabutter & Vanille, 200 ml';
const SOFT_HYPHEN = '\u00AD';

/** The shop's product pages record a view; the newest comes first in the product history. */
async function viewProducts(page: Page, baseProductNos: string[]) {
  for (const baseProductNo of baseProductNos) {
    const status = await page.evaluate(
      async ([header, clientId, product]) =>
        (
          await fetch('/api/products/recently-viewed', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [header]: clientId },
            body: JSON.stringify({ base_product_no: product }),
          })
        ).status,
      [CLIENT_ID_HEADER, CLIENT_ID, baseProductNo] as const,
    );
    expect(status).toBe(204);
  }
}

/**
 * The scripts of the page that hold TeX's German patterns (hyph-de-1996, 110.4 kB gzip), counted
 * as they arrive. `hyphen` binds a language's patterns to its functions in one module, the only
 * one with `hyphenateHTMLSync`, a property name that minifying keeps.
 */
function patternScriptsOf(page: Page): Promise<string>[] {
  const fetched: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push(
      response
        .text()
        .then((body) => (body.includes('hyphenateHTMLSync') ? response.url() : ''))
        .catch(() => ''),
    );
  });
  return fetched;
}

/** The accessible name Chromium hands to screen readers, from its own accessibility tree. */
async function chromiumNamesOfLinks(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((node) => node.role?.value === 'link')
    .map((node) => String(node.name?.value ?? ''));
}

for (const shop of [shops.DE, shops.AT, shops.CH]) {
  test.describe(`product names (${shop.locale})`, () => {
    test('long names break at their syllables with a hyphen, quantities never, at 1280, 390 and 320 px', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await freshCustomerAt(page, shop, paths.service.productHistory(), PASSWORD);
      await viewProducts(page, ['300101', '300107', '300108']);
      await page.reload();
      const viewed = page.getByRole('list', { name: 'Zuletzt angesehene Artikel' });
      await expect(viewed.getByRole('listitem')).toHaveCount(3);
      const names = [BRUSH, BODY_BUTTER, SERUM].map((name) =>
        viewed.getByRole('heading', { level: 3, name }),
      );

      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        for (const name of names) {
          // The patterns arrive after the first paint; until then the name may break anywhere.
          await expect
            .poll(async () => badBreaks((await renderedLines(name))[0]!.lines))
            .toEqual([]);
        }
      }
      // At 320 px the tile is narrower than the compound: it does break, with a hyphen.
      const [brushAt320] = await renderedLines(names[0]!);
      expect(brushAt320!.lines.length).toBeGreaterThan(1);
      expect(brushAt320!.lines.map((line) => line.end)).toContain('soft hyphen');

      // Every width a tile can take, a pixel apart: no break inside a word without a hyphen, and
      // none between "30" and "ml".
      const widths = Array.from({ length: 151 }, (_, step) => 100 + step * 2);
      for (const name of names) {
        const failures = (await renderedLines(name, widths))
          .map(({ width, lines }) => ({ width, bad: badBreaks(lines) }))
          .filter(({ bad }) => bad.length > 0);
        expect(failures).toEqual([]);
      }

      // Read whole: Chromium passes the soft hyphens on in the name, a format character that
      // speech skips; nothing else is added to or taken from the name.
      const linkNames = await chromiumNamesOfLinks(page);
      const brushName = linkNames.find((linkName) => linkName.startsWith('Ge'));
      expect(brushName?.replaceAll(SOFT_HYPHEN, '')).toBe(BRUSH);

      // Copied, the name is the name: no invisible soft hyphens in what is pasted.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: shop.origin,
      });
      await names[0]!.evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      expect(await names[0]!.evaluate(() => document.getSelection()!.toString())).toContain(
        SOFT_HYPHEN,
      );
      await page.keyboard.press('Control+C');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BRUSH);

      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('the orders list breaks its item names the same way, at 1280, 390 and 320 px', async ({
      page,
    }) => {
      await page.goto(`${shop.origin}${paths.orders.history()}`);
      await logIn(page, shop.customer.email);
      // Each item: its name, then "Menge: 1" below.
      const items = page
        .getByRole('article')
        .getByText(/^Menge: \d+$/)
        .locator('..');
      await expect(items.first()).toBeVisible();
      const widths = Array.from({ length: 111 }, (_, step) => 100 + step * 2);
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        for (const item of await items.all()) {
          await expect
            .poll(async () =>
              (await renderedLines(item, [null, ...widths])).flatMap(({ lines }) =>
                badBreaks(lines),
              ),
            )
            .toEqual([]);
        }
      }
      await expectNoAxeViolationsAtEveryWidth(page);
    });
  });
}

// The product history (service remote) and the orders list (orders remote) both show names: one
// copy of the patterns per page, shared between the remotes (decision 071).
test('a page that opens two areas with product names fetches the German patterns once', async ({
  page,
}) => {
  const { DE } = shops;
  await page.goto(`${DE.origin}${paths.service.productHistory()}`);
  await logIn(page, DE.customer.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Zuletzt angesehen' })).toBeVisible();
  await viewProducts(page, ['300108']);
  // One page load from here on: the product history, then the orders list. The first load's
  // patterns, fetched once it is usable, must not arrive while the next load is counted.
  await page.waitForLoadState('networkidle');
  const patternScripts = patternScriptsOf(page);
  await page.reload();
  const viewed = page.getByRole('list', { name: 'Zuletzt angesehene Artikel' });
  await expect(viewed.getByRole('heading', { level: 3, name: BRUSH })).toContainText(SOFT_HYPHEN);

  await page
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Alle Bestellungen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  // The orders remote's names hyphenated: it has the patterns too.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('main')
        .evaluate((main, soft) => main.textContent!.includes(soft), SOFT_HYPHEN),
    )
    .toBe(true);

  const scripts = (await Promise.all(patternScripts)).filter(Boolean);
  expect(scripts).toHaveLength(1);
});
