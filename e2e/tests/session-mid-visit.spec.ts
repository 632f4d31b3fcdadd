import { expect, test } from '../support/test';
import { logInAt } from '../support/orders';
import { shops } from '../support/shops';

const { DE } = shops;

test('a session that ends mid-visit leads to login with returnTo, and login leads back', async ({
  page,
}) => {
  await logInAt(page, DE, '/orders');
  await expect(page.getByRole('article')).toHaveCount(10);
  // The access token expired and the refresh token is gone (revoked, or its 10 days are over):
  // the next call answers 401 and its refresh is refused.
  const context = page.context();
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(
    cookies.filter((cookie) => cookie.name !== 'av_access' && cookie.name !== 'av_refresh'),
  );

  await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();

  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill('Sommer2026!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a service that never answers ends in the error state with a retry after 15 s', async ({
  page,
}) => {
  await page.clock.install();
  // Held without an answer, as a hung service would.
  await page.route('**/api/order-history/orders?*', () => undefined);
  const held = page.waitForRequest('**/api/order-history/orders?*');
  await logInAt(page, DE, '/orders');
  await held;
  await expect(page.getByText('Wird geladen …')).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('alert')).toContainText(
    'Ihre Bestellungen konnten gerade nicht geladen werden.',
  );
  await page.unroute('**/api/order-history/orders?*');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('article')).toHaveCount(10);
});
