import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE, AT, CH } = shops;

test('a German customer logs in by e-mail and lands on the account home', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('a customer number with spaces and leading zeros is accepted', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, ' 0010 012 345 ');
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('an Austrian customer logs in by customer number on the Austrian shop', async ({ page }) => {
  await page.goto(`${AT.origin}/login`);
  await logIn(page, AT.customer.customerNumber);
  await expectHome(page, 'Anna', 'Huber', '20012345');
});

test('a wrong password shows the spec message and keeps the customer on the password step', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email, 'Winter2026!');
  await expect(page.getByRole('alert')).toHaveText(
    'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
  );
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown customer number is named as such', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill('99999999');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  );
});

test('the Swiss shop accepts only e-mail addresses and logs in by e-mail', async ({ page }) => {
  await page.goto(`${CH.origin}/login`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(CH.customer.customerNumber);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await logIn(page, CH.customer.email);
  await expectHome(page, 'Luca', 'Meier', '30012345');
});

test('a customer of another country is sent to the shop of their country', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, AT.customer.email);
  await expect(page.getByRole('alert')).toHaveText(
    'Ihr Kundenkonto ist bei Shop24 Direkt in Österreich registriert. Bitte melden Sie sich dort an.',
  );
});

test('the change-username action returns to the username step with the value kept', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toHaveValue(DE.customer.email);
});
