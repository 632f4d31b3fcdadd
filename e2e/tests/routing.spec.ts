import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE } = shops;

test('a protected page while logged out leads to login and back to that page after login', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/open-invoices?sort=asc`);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fopen-invoices%3Fsort%3Dasc$/);
  await logIn(page, DE.customer.email);
  await expect(page).toHaveURL(`${DE.origin}/open-invoices?sort=asc`);
  await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible();
});

test('a return target outside the shop is ignored after login', async ({ page }) => {
  await page.goto(`${DE.origin}/login?returnTo=${encodeURIComponent('//evil.example/steal')}`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('logout ends the session and shows the post-logout page', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sie haben sich erfolgreich abgemeldet' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/post-logout$/);
  await page.goto(`${DE.origin}/home`);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fhome$/);
});

test('the session survives a reload', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await page.reload();
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('an unknown path shows the page-not-found screen inside the frame', async ({ page }) => {
  await page.goto(`${DE.origin}/gibt-es-nicht`);
  await expect(
    page.getByRole('heading', { name: 'Diese Seite gibt es leider nicht' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kundenservice');
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  const contacts = page.getByRole('link', { name: 'Kontakt' });
  await contacts.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await contacts.click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the side navigation is hidden and the account home lists its entries instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await expect(page.getByRole('navigation', { name: 'Mein Konto', exact: true })).toBeHidden();
  const areas = page.getByRole('navigation', { name: 'Bereiche von Mein Konto' });
  await areas.getByRole('link', { name: 'Meine Adressen' }).click();
  await expect(page).toHaveURL(/\/my-addresses$/);
  await page.goBack();
  await areas.getByRole('button', { name: 'Abmelden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sie haben sich erfolgreich abgemeldet' }),
  ).toBeVisible();
});
