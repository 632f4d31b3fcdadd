import { paths } from '@account/contracts';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { ageLogin } from '../support/sessions';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

const { DE } = shops;
const PASSWORD = 'Sicheres-Passwort-2026';
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('step-up: ending all other sessions after a login older than 15 minutes asks for the password again (DE)', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page, DE, PASSWORD);
  const security = `${DE.origin}${paths.profile.security()}`;

  const phoneContext = await browser.newContext({ userAgent: PHONE_USER_AGENT });
  const phone = await phoneContext.newPage();
  await phone.goto(security);
  await logIn(phone, customer.email, PASSWORD);
  await expect(phone.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();

  await page.goto(security);
  await logIn(page, customer.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
  await ageLogin(page.context(), 16);

  const endOthers = page.getByRole('button', { name: 'Alle anderen Sitzungen beenden' });
  const sessions = page.getByRole('list', { name: 'Aktive Sitzungen' }).getByRole('listitem');
  // The phone's, this one and the one account creation started.
  await expect(sessions).toHaveCount(3);
  const askPassword = async () => {
    await endOthers.click();
    await page
      .getByRole('dialog', { name: 'Alle anderen Sitzungen beenden?' })
      .getByRole('button', { name: 'Alle anderen beenden' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bitte bestätigen Sie mit Ihrem Passwort' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  // Escape closes the dialog and ends nothing.
  let dialog = await askPassword();
  const field = dialog.getByLabel('Passwort', { exact: true });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sessions).toHaveCount(3);

  // A wrong password, typed key by key, is said at the field.
  dialog = await askPassword();
  await dialog.getByLabel('Passwort', { exact: true }).pressSequentially('Falsches-Passwort-1');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(
    /Ihr Passwort ist nicht korrekt\./,
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The right one ends the other session; the confirmation takes focus.
  const retype = dialog.getByLabel('Passwort', { exact: true });
  await retype.fill('');
  await retype.pressSequentially(PASSWORD);
  await page.keyboard.press('Enter');
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: 'Alle anderen Sitzungen sind beendet.' });
  await expect(confirmation).toBeFocused();
  await expect(sessions).toHaveCount(1);

  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();
});
