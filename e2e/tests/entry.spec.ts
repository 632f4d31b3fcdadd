import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillSocialSignUpDetails, typeInto } from '../support/forms';
import { signInAtProvider } from '../support/social-login';
import { createAccount } from '../support/accounts';
import { logIn } from '../support/login';
import { shops } from '../support/shops';

// Issue 21, items 6 (registration and the home hint) and 9 (entry).
const { DE } = shops;
const PASSWORD = 'Herbstlaub-ueber-Kiel';
const unique = (name: string) => `${name}.${Date.now()}@example.de`;

/** axe at the desktop, phone and smallest phone widths the issue names. */
async function expectNoAxeViolationsAtEveryWidth(page: Page) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('"Neu bei Shop24 Direkt? Kundenkonto anlegen": e-mail first, then create account with salutation, terms and privacy notice; the registration address is the delivery address and the hint asks only the phone number', async ({
  page,
}) => {
  // The whole sign-up, typed key by key, with axe at every width three times: near 30 s on CI.
  test.setTimeout(60_000);
  const email = unique('paula');
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByText('Neu bei Shop24 Direkt?')).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);

  await page.getByRole('link', { name: 'Kundenkonto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeFocused();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await typeInto(page, 'E-Mail-Adresse', email);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByText(`Zu ${email} gibt es noch kein Kundenkonto.`)).toBeVisible();
  const terms = page.getByRole('link', {
    name: 'Allgemeinen Geschäftsbedingungen (öffnet in neuem Tab)',
  });
  await expect(terms).toHaveAttribute('href', '/content/agb');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('link', { name: 'Datenschutzerklärung (öffnet in neuem Tab)' }),
  ).toHaveAttribute('href', '/content/datenschutz');
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(page.getByRole('link', { name: 'Bitte wählen Sie Ihre Anrede.' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);

  await page.getByLabel('Frau', { exact: true }).check();
  await typeInto(page, 'Vorname', 'Paula');
  await typeInto(page, 'Nachname', 'Probst');
  await typeInto(page, 'Straße', 'Heidestraße');
  await typeInto(page, 'Hausnummer', '17');
  await typeInto(page, 'Postleitzahl', '51147');
  await typeInto(page, 'Ort', 'Köln');
  await typeInto(page, 'Geburtsdatum', '12.08.1964');
  await typeInto(page, 'Passwort', PASSWORD);
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen bei Shop24 Direkt' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();

  const hint = page.getByRole('region', { name: 'Vervollständigen Sie Ihr Profil' });
  await expect(hint).toContainText('Uns fehlen noch: Ihre Telefonnummer.');
  await expect(hint).not.toContainText('Lieferadresse');
  await expect(hint).not.toContainText('Anrede');
  await page.goto(`${DE.origin}/my-addresses`);
  await expect(page.getByText('Heidestraße 17').first()).toBeVisible();
});

test('a known e-mail under "Kundenkonto anlegen" leads to the password step and says so', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('link', { name: 'Kundenkonto anlegen' }).click();
  await typeInto(page, 'E-Mail-Adresse', DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText(`Zu ${DE.customer.email} gibt es bereits ein Kundenkonto.`),
  ).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
});

test("the browser's Back returns from the password step to the username step with the username kept, Forward goes on again", async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login?returnTo=%2Forders`);
  await typeInto(page, 'E-Mail-Adresse oder Kundennummer', DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toHaveValue(DE.customer.email);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forders$/);

  await page.goForward();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(page.getByText(DE.customer.email)).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill('Sommer2026!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test("the provider buttons carry each provider's mark, hidden from screen readers, in the provider's colours", async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  for (const [name, background] of [
    ['Mit Apple anmelden', 'rgb(0, 0, 0)'],
    ['Mit Google anmelden', 'rgb(255, 255, 255)'],
    ['Mit Facebook anmelden', 'rgb(8, 102, 255)'],
  ] as const) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(button).toHaveCSS('background-color', background);
  }
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('a social sign-up asks no password and opens the account with Apple linked: the next Apple login needs nothing else', async ({
  page,
}) => {
  const nele = { email: unique('nele'), firstName: 'Nele', lastName: 'Neumann' };
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Apple anmelden' }).click();
  await signInAtProvider(page, nele);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await expect(
    page.getByText('Ein Passwort brauchen Sie nicht – Sie melden sich mit Apple an.'),
  ).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveCount(0);
  await expectNoAxeViolationsAtEveryWidth(page);

  await fillSocialSignUpDetails(page);
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen bei Shop24 Direkt' }),
  ).toBeVisible();
  await expect(
    page.getByText('Ihr Kundenkonto ist angelegt und Sie sind angemeldet.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Nele Neumann' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Apple anmelden' }).click();
  await signInAtProvider(page, nele);
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Nele Neumann' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('an account whose preferred delivery address was deleted, with two others left, is not told to add a delivery address', async ({
  page,
}) => {
  const customer = await createAccount(page, DE, PASSWORD, { salutation: 'MR' });
  await page.goto(`${DE.origin}/login`);
  await logIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(async () => {
    const call = (method: string, path: string, body?: object) =>
      fetch(`/api/cs/${path}`, {
        method,
        credentials: 'include',
        headers: {
          'x-client-id': 'account-view',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((response) => {
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        return response.json() as Promise<{ id: string; isDefault: boolean }>;
      });
    for (const street of ['Ahornweg', 'Birkenweg']) {
      await call('POST', 'user/delivery-address/add', {
        salutation: 'MR',
        first_name: 'Paula',
        last_name: 'Probst',
        street,
        street_number: '1',
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
      });
    }
    const list = (await call('GET', 'user/delivery-address')) as unknown as {
      deliveryAddresses: { id: string; isDefault: boolean }[];
    };
    const preferred = list.deliveryAddresses.find((address) => address.isDefault)!;
    await call('DELETE', `user/delivery-address/${preferred.id}`);
  });
  await page.reload();
  const hint = page.getByRole('region', { name: 'Vervollständigen Sie Ihr Profil' });
  await expect(hint).toContainText('Uns fehlen noch: Ihre Telefonnummer.');
  await expect(hint).not.toContainText('Lieferadresse');
});
