import { expect, test, type Page } from '../support/test';
import { logInAt } from '../support/orders';
import { withConfig, withFlag, withoutRemotes } from '../support/runtime-config';
import { shops } from '../support/shops';

const { DE } = shops;
const sideNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Mein Konto', exact: true });

test('the social-login experiment: control shows the providers below the form, buttonsFirst above it', async ({
  page,
}) => {
  const providersFirst = () =>
    page.evaluate(() => {
      const providers = document.getElementById('social-login-heading');
      const username = document.getElementById('username');
      return Boolean(
        providers &&
        username &&
        providers.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
  expect(await providersFirst()).toBe(false);

  await withConfig(page, { experiments: { socialLogin: 'buttonsFirst' } });
  await page.reload();
  // The pre-rendered page was rendered with the server's configuration; the changed one shows
  // once React has taken over in the browser.
  await expect.poll(providersFirst).toBe(true);
});

test('fakePages off: the navigation links only areas a deployed remote serves', async ({
  page,
}) => {
  await logInAt(page, DE, '/home');
  await expect(sideNavigation(page).getByRole('link', { name: 'Wunschliste' })).toBeVisible();

  // An environment where the wishlist and addresses areas are not deployed yet.
  await withoutRemotes(page, ['wishlist', 'addresses']);
  await withFlag(page, 'fakePages', false);
  await page.reload();
  await expect(sideNavigation(page).getByRole('link', { name: 'Alle Bestellungen' })).toBeVisible();
  await expect(sideNavigation(page).getByRole('link', { name: 'Wunschliste' })).toHaveCount(0);
  await expect(sideNavigation(page).getByRole('link', { name: 'Meine Adressen' })).toHaveCount(0);
  await expect(sideNavigation(page).getByRole('link', { name: 'Hilfe & FAQ' })).toBeVisible();
});

test('gcpMigration on: a migrated service is called at its new base URL', async ({ page }) => {
  await withConfig(page, {
    flags: { ...(await flagsOf(page)), gcpMigration: true },
    migratedServices: { orderHistory: '/api/migrated/order-history' },
  });
  const migrated: string[] = [];
  await page.route('**/api/migrated/order-history/**', async (route) => {
    migrated.push(new URL(route.request().url()).pathname);
    await route.continue({
      url: route.request().url().replace('/api/migrated/order-history/', '/api/order-history/'),
    });
  });
  await logInAt(page, DE, '/orders');
  await expect(page.getByRole('article')).toHaveCount(10);
  expect(migrated).toContain('/api/migrated/order-history/orders');
});

async function flagsOf(page: Page): Promise<Record<string, boolean>> {
  const response = await page.request.get('http://127.0.0.1:3000/runtime-config.json');
  return ((await response.json()) as { flags: Record<string, boolean> }).flags;
}
