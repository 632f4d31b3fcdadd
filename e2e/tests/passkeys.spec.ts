import { generateKeyPairSync } from 'node:crypto';
import { paths } from '@account/contracts';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { addAuthenticator } from '../support/passkeys';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

const PASSWORD = 'Sicheres-Passwort-2026';

/** The customer logs out; the security centre then asks for a login. */
async function logOutAndOpen(page: Page, security: string) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/post-logout$/);
  await page.goto(security);
  await expect(page).toHaveURL(/\/login/);
}

async function expectNoAxeViolationsAt1280And390(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const shop of Object.values(shops)) {
  test(`passkeys: register in the security centre, log in with it, a forged one refused, delete it (${shop.locale})`, async ({
    page,
  }) => {
    // Three ceremonies, four axe runs and three logins: longer than one page's test.
    test.setTimeout(120_000);
    const customer = await createAccount(page, shop, PASSWORD);
    const security = `${shop.origin}${paths.profile.security()}`;
    const authenticator = await addAuthenticator(page);

    await page.goto(security);
    await logIn(page, customer.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('Sie haben noch keinen Passkey eingerichtet.')).toBeVisible();

    // Register (the login is recent: no password asked); the confirmation takes focus.
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await expect(page.getByRole('status').filter({ hasText: /ist eingerichtet/ })).toBeFocused();
    const card = section.getByRole('list', { name: 'Ihre Passkeys' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Noch nicht verwendet')).toBeVisible();
    // A second one on the same device: the browser refuses it (the registration excludes the
    // account's passkeys), and the section says the device has one rather than "try again".
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await expect(
      section.getByText('Auf diesem Gerät ist schon ein Passkey für Ihr Kundenkonto eingerichtet.'),
    ).toBeVisible();
    await expect(card).toHaveCount(1);
    await page.screenshot({
      path: `test-results/passkeys-${shop.locale}-1280.png`,
      fullPage: true,
    });

    // Rename it by keyboard (GOV.UK form: an empty name is refused with a summary).
    await card.getByRole('button', { name: 'Umbenennen' }).focus();
    await page.keyboard.press('Enter');
    const nameField = card.getByLabel('Name des Passkeys');
    await expect(nameField).toBeFocused();
    await nameField.fill('');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Geben Sie einen Namen' }),
    ).toBeFocused();
    await nameField.pressSequentially('Laptop');
    await card.getByRole('button', { name: 'Namen speichern' }).click();
    await expect(card.getByRole('heading', { name: 'Laptop' })).toBeVisible();
    await expectNoAxeViolationsAt1280And390(page);

    // Log in with it: no username typed. The browser offers the passkey in the username field's
    // autofill (conditional mediation); the virtual authenticator picks it at once.
    await logOutAndOpen(page, security);
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
    await expect(card.getByText('Noch nicht verwendet')).toHaveCount(0);
    const history = page.getByRole('table', {
      name: 'Die letzten 20 Anmeldungen und Anmeldeversuche',
    });
    await expect(
      history.getByRole('row').filter({ hasText: 'Angemeldet' }).filter({ hasText: 'Passkey' }),
    ).toHaveCount(1);

    // Another authenticator presents this account's credential id with a key of its own.
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.id,
    });
    const [credential] = credentials;
    expect(credential).toBeDefined();
    await authenticator.cdp.send('WebAuthn.removeVirtualAuthenticator', {
      authenticatorId: authenticator.id,
    });
    const forger = await addAuthenticator(page);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64');
    await forger.cdp.send('WebAuthn.addCredential', {
      authenticatorId: forger.id,
      credential: { ...credential!, privateKey: otherKey, signCount: 100 },
    });
    // Its autofill is refused, and so is the button's dialog.
    await logOutAndOpen(page, security);
    const refused = page.getByText('Mit diesem Passkey können wir Sie nicht anmelden.', {
      exact: false,
    });
    await expect(refused).toBeVisible();
    const usernameField = page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/);
    await expect(usernameField).toHaveAttribute('autocomplete', 'username webauthn');
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolationsAt1280And390(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `test-results/passkeys-login-${shop.locale}-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Delete it, logged in with the password.
    await logIn(page, customer.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
    await card.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey löschen?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAt1280And390(page);
    await dialog.getByRole('button', { name: 'Passkey löschen' }).click();
    await expect(page.getByRole('status').filter({ hasText: /ist gelöscht/ })).toBeFocused();
    await expect(section.getByText('Sie haben noch keinen Passkey eingerichtet.')).toBeVisible();
  });
}
