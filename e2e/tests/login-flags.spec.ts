import { expect, test, type Page } from '../support/test';
import { withFlag } from '../support/runtime-config';
import { shops } from '../support/shops';

const { DE, CH } = shops;

async function toPasswordStep(page: Page) {
  await page.goto(`${DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
}

test('socialLogin switches the provider buttons', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
  await withFlag(page, 'socialLogin', false);
  await page.reload();
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Mit (Google|Apple|Facebook) anmelden$/ }),
  ).toHaveCount(0);
  // A passkey is the account's own login, not a social provider: the flag leaves it alone.
  await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeVisible();
});

test('magicLinkLogin switches the login-link button on the password step', async ({ page }) => {
  await toPasswordStep(page);
  await expect(page.getByRole('button', { name: 'Login-Link per E-Mail senden' })).toBeVisible();
  await withFlag(page, 'magicLinkLogin', false);
  await toPasswordStep(page);
  await expect(page.getByRole('button', { name: 'Login-Link per E-Mail senden' })).toHaveCount(0);
});

test('stayLoggedIn switches the checkbox on the password step', async ({ page }) => {
  await toPasswordStep(page);
  await expect(page.getByLabel('Angemeldet bleiben')).toBeVisible();
  await withFlag(page, 'stayLoggedIn', false);
  await toPasswordStep(page);
  await expect(page.getByLabel('Angemeldet bleiben')).toHaveCount(0);
});

test('lightAccount switches the Swiss light-account step to the full create-account form', async ({
  page,
}) => {
  const enter = async () => {
    await page.goto(`${CH.origin}/login`);
    await page.getByLabel('E-Mail-Adresse').fill(`flag.${Date.now()}@example.ch`);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' }),
    ).toBeVisible();
  };
  await enter();
  await expect(page.getByLabel('Strasse')).toHaveCount(0);
  await withFlag(page, 'lightAccount', false);
  await enter();
  await expect(page.getByLabel('Strasse')).toBeVisible();
});
