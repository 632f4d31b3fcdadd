import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { shops } from '../support/shops';

const { DE, CH } = shops;
const start = paths.doi.newsletter();

test.describe('doi area', () => {
  test('welcomes a visitor on its start page without login', async ({ page }) => {
    await page.goto(`${DE.origin}${start}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestätigungen' })).toBeVisible();
    await expect(page.getByText('Willkommen', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Swiss visitors read Swiss spelling', async ({ page }) => {
    await page.goto(`${CH.origin}${start}`);
    await expect(page.getByText(/regelmässig/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown page of the area says so in its words and leads to its start', async ({
    page,
  }) => {
    const unknown = `${paths.doi.newsletter()}/unbekannt`;
    await page.goto(`${DE.origin}${unknown}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zur Startseite des Bereichs' }).click();
    await expect(page).toHaveURL(`${DE.origin}${start}`);
  });
});
