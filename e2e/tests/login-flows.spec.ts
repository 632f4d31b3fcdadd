import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createAccount } from '../support/accounts';
import { expectHome, logIn } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { shops } from '../support/shops';

const { DE, CH } = shops;
const PASSWORD = 'Herbstlaub-ueber-Kiel';
const unique = (name: string, domain: string) => `${name}.${Date.now()}@example.${domain}`;

async function enterUsername(page: Page, username: string) {
  await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(username);
  await page.getByRole('button', { name: 'Weiter' }).click();
}

test('an unknown e-mail creates a full account: field errors, then logged in after the confirmation step', async ({
  page,
}) => {
  const email = unique('erika', 'de');
  await page.goto(`${DE.origin}/login`);
  await enterUsername(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie Folgendes' }),
  ).toBeFocused();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Frau', { exact: true }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Musterfrau');
  await page.getByLabel('Straße').fill('Heidestraße');
  await page.getByLabel('Hausnummer').fill('17');
  await page.getByLabel('Postleitzahl').fill('5114');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
  await page.getByLabel('Geburtsdatum').fill('12.08.1964');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await expect(page.getByText(/Passwortstärke:/)).toBeVisible();
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(
    page.getByRole('link', { name: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' }),
  ).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('51147');
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen bei Shop24 Direkt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hallo Erika Musterfrau' }),
  ).toBeVisible();
  await newestMail(page, email, 'welcome');
});

test('an existing e-mail with a password leads from create account to the password step', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await enterUsername(page, DE.customer.email);
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
});

test('on the Swiss shop an unknown e-mail creates a light account, confirmed by the double opt-in mail', async ({
  page,
}) => {
  const email = unique('nora', 'ch');
  await page.goto(`${CH.origin}/login`);
  await enterUsername(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await expect(page.getByLabel('Strasse')).toHaveCount(0);
  await page.getByLabel('Vorname', { exact: true }).fill('Nora');
  await page.getByLabel('Nachname', { exact: true }).fill('Keller');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(/innerhalb von 24 Stunden/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the login page the account is a light user without password: the modal offers a new mail.
  await page.goto(`${CH.origin}/login`);
  await enterUsername(page, email);
  const modal = page.getByRole('dialog', { name: 'Bitte legen Sie Ihr Passwort fest' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Aktivierungs-E-Mail erneut senden' }).click();
  await expect(modal.getByText(/ältere Links gelten nicht mehr/)).toBeVisible();
  await modal.getByRole('button', { name: 'Schliessen' }).click();

  const mail = await newestMail(page, email, 'account-activation');
  expect(mail.text).not.toContain('ß');
  await page.goto(linkIn(mail));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Passwort festlegen und Konto aktivieren' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Neues Passwort').fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('link', { name: 'Passwörter stimmen nicht überein.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Nora Keller' })).toBeVisible();
});

test('forgot password: same success page, a one-time link that a second use rejects, and login with the new password', async ({
  page,
}) => {
  const customer = await createAccount(page, shops.AT, 'Erstes-Passwort-2026');
  await page.goto(`${shops.AT.origin}/forgot-password`);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(customer.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bitte sehen Sie in Ihr Postfach' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const link = linkIn(await newestMail(page, customer.email, 'password-reset'));
  expect(new URL(link).origin).toBe(shops.AT.origin);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
  ).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('passwort');
  await page.getByLabel('Passwort wiederholen').fill('passwort');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page
      .getByText(
        'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
      )
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Neues Passwort').fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Paula Probst' })).toBeVisible();

  // A used link is reported when the page opens, before the customer types two passwords.
  await page.goto(link);
  await expect(page.getByText(/Dieser Link ist abgelaufen, wurde bereits verwendet/)).toBeVisible();
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the legacy login/forgottenpassword/{token} link sets the password and a missing token is an error', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/set-password`);
  await expect(
    page.getByText('Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Link an.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const customer = await createAccount(page, CH, 'Erstes-Passwort-2026');
  await page.goto(`${CH.origin}/forgot-password`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page).toHaveURL(/success$/);
  const token = new URL(
    linkIn(await newestMail(page, customer.email, 'password-reset')),
  ).searchParams.get('token');
  await page.goto(`${CH.origin}/login/forgottenpassword/${token}`);
  await page.getByLabel('Neues Passwort').fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  // Spec section 2: the legacy link leads to the content view, here the Swiss wording.
  await expect(page).toHaveURL(/\/content\/password-changed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihr neues Passwort ist gespeichert' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a dead set-password link is reported when the page opens, before any typing', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/set-password?token=${'x'.repeat(43)}`);
  await expect(page.getByText(/Dieser Link ist abgelaufen, wurde bereits verwendet/)).toBeVisible();
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('magic link: sent from the password step, confirmed on the link page, lands at home', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await enterUsername(page, DE.customer.customerNumber);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeFocused();
  const send = page.getByRole('button', { name: 'Login-Link per E-Mail senden' });
  await send.click();
  // The confirmation takes the focus, which reads it out, instead of dropping it to the body.
  const sent = page.getByRole('status').filter({ hasText: 'Login-Link geschickt' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page);

  const link = linkIn(await newestMail(page, DE.customer.email, 'magic-link'));
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mit Login-Link anmelden' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expectHome(page, 'Max', 'Mustermann', '10012345');

  await page.goto(link);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(
    page.getByText(/Login-Link ist abgelaufen oder wurde bereits verwendet/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('stay-logged-in tip: toggles the session, is remembered once closed; logout keeps only the customer type', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  const tip = page.getByRole('region', { name: 'Tipp: Angemeldet bleiben' });
  await expect(tip).toBeVisible();
  await expectNoAxeViolations(page);
  const toggle = tip.getByLabel('Angemeldet bleiben');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Tipp: Angemeldet bleiben' }).getByLabel('Angemeldet bleiben'),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Tipp ausblenden' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Max Mustermann' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tipp: Angemeldet bleiben' })).toHaveCount(0);

  expect(await page.evaluate(() => localStorage.getItem('account.loginMethod'))).toBe('email');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/post-logout$/);
  // The page leaves first and then ends the session: the data goes once the API has answered.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('account.loginMethod')))
    .toBeNull();
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({
    'account.customerType': 'FULL',
    stayLoggedInTipDismissed: 'true',
  });
});
