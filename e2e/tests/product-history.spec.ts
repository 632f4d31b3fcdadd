import { expect, test } from '../support/test';
import { CLIENT_ID, CLIENT_ID_HEADER, paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE, CH } = shops;
const history = paths.service.productHistory();

test.describe('product history and top deals', () => {
  test('a German customer sees the last 6 viewed products, recommendations without consent and top deals', async ({
    page,
  }) => {
    await page.goto(`${DE.origin}${history}`);
    await logIn(page, DE.customer.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Zuletzt angesehen' })).toBeVisible();
    // The shop records a product page view; it comes first.
    const view = await page.evaluate(
      async ([header, clientId]) =>
        (
          await fetch('/api/products/recently-viewed', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [header]: clientId },
            body: JSON.stringify({ base_product_no: '200109' }),
          })
        ).status,
      [CLIENT_ID_HEADER, CLIENT_ID] as const,
    );
    expect(view).toBe(204);
    await page.reload();
    const viewed = page
      .getByRole('list', { name: 'Zuletzt angesehene Artikel' })
      .getByRole('listitem');
    await expect(viewed).toHaveCount(6);
    await expect(viewed.first()).toContainText('Bettelarmband mit Charms');
    await expect(viewed.first().getByRole('link')).toHaveAttribute('href', '/p/product/200109');
    await expect(viewed.nth(1)).toContainText('Messerblock mit 6 Messern');
    const recommended = page
      .getByRole('list', { name: 'Das könnte Ihnen auch gefallen' })
      .getByRole('listitem');
    await expect(recommended).toHaveCount(6);
    await expect(recommended.first()).toContainText('Vakuumierer mit Folienrollen');
    await expect(recommended.first()).toContainText('Eines unserer besten Angebote');
    await expectNoAxeViolations(page);

    // An empty answer counts as failure: a friendly note with a retry.
    await page.route('**/api/products/recommendations**', (route) =>
      route.fulfill({ json: { personalised: false, items: [] } }),
    );
    await page.reload();
    await expect(page.getByText('Gerade haben wir keine Empfehlungen für Sie.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/products/recommendations**');
    await page.getByRole('button', { name: 'Erneut laden' }).click();
    await expect(recommended).toHaveCount(6);

    await page.goto(`${DE.origin}${paths.home()}`);
    const deals = page.getByRole('list', { name: 'Top-Angebote' }).getByRole('listitem');
    await expect(deals).toHaveCount(6);
    await expect(deals.first()).toContainText('Vakuumierer mit Folienrollen');
    await expect(deals.first()).toContainText('89,90 €');
    await expect(deals.first()).toContainText('statt 162,99 €');
    await expectNoAxeViolations(page);
  });

  test('a Swiss customer sees prices in CHF and the Swiss shop’s deals', async ({ page }) => {
    await page.goto(`${CH.origin}${history}`);
    await logIn(page, CH.customer.email);
    const viewed = page
      .getByRole('list', { name: 'Zuletzt angesehene Artikel' })
      .getByRole('listitem');
    await expect(viewed.first()).toContainText('Tennisarmband mit Zirkonia, Silber 925');
    await expect(viewed.first()).toContainText('CHF 96.90');
    await expectNoAxeViolations(page);

    await page.goto(`${CH.origin}${paths.home()}`);
    const deals = page.getByRole('list', { name: 'Top-Angebote' }).getByRole('listitem');
    await expect(deals).toHaveCount(6);
    // Not sold in Switzerland: the German top deal is left out.
    await expect(deals.first()).toContainText('Gesichtsreinigungsbürste, akkubetrieben');
    await expect(deals.first()).toContainText('CHF');
    await expectNoAxeViolations(page);
  });
});
