import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { demoCatalogue, kindsOfCategory } from '../../apps/api/src/seed/demo-catalogue';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE, AT } = shops;
const kindOf = (svg: string) => /data-kind="([A-Za-z]+)"/.exec(svg)?.[1];

/** Right edge of an element, and of the window: nothing may stick out at 320 px (WCAG 1.4.10). */
async function expectInside(page: Page, element: Locator, container?: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  if (container) {
    const outer = (await container.boundingBox())!;
    expect(box!.x + box!.width).toBeLessThanOrEqual(outer.x + outer.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test.describe('product pictures and German text at 320 px', () => {
  test('every demo product is drawn as a kind of its own category, none as a generic shape', async ({
    request,
  }) => {
    const wrong: string[] = [];
    for (const product of demoCatalogue) {
      const response = await request.get(`/api/products/media/${product.baseProductNo}.svg`);
      expect(response.status()).toBe(200);
      const kind = kindOf(await response.text()) ?? 'none';
      const ofCategory = (kindsOfCategory[product.category] as readonly string[]).includes(kind);
      if (kind !== product.kind || !ofCategory) wrong.push(`${product.name}: ${kind}`);
    }
    expect(wrong).toEqual([]);
    const sneaker = await request.get('/api/products/media/500106.svg');
    expect(kindOf(await sneaker.text())).toBe('sneaker');
    const jeans = await request.get('/api/products/media/500105.svg');
    expect(kindOf(await jeans.text())).toBe('jeans');
  });

  test('the wishlist fits 320 px: the stock badge stays in its card, pictures show their products', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${DE.origin}${paths.wishlist.start()}`);
    await logIn(page, DE.customer.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    const pullover = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Kaschmir-Pullover mit Rundhals' }) });
    // The stock is stated once, as its count (issue 40).
    const badge = pullover.getByText('Nur noch 3 Stück verfügbar');
    await expect(badge).toBeVisible();
    await expectInside(page, badge, pullover);
    const picture = pullover.locator('img');
    await expect(picture).toHaveAttribute('src', /100002\.svg$/);
    const svg = await page.evaluate(
      async (src) => (await fetch(src)).text(),
      (await picture.getAttribute('src'))!,
    );
    expect(kindOf(svg)).toBe('sweater');
    await expectNoAxeViolations(page);
  });

  test('"Datenschutzerklärung" hyphenates in the shop\'s language and fits 320 px (AT)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${AT.origin}${paths.content('datenschutz')}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    await expect(heading).toBeVisible();
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    expect(await heading.evaluate((element) => getComputedStyle(element).hyphens)).toBe('auto');
    await expectInside(page, heading);
    await expectNoAxeViolations(page);
  });
});
