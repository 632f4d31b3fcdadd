import { paths } from '@account/contracts';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

const { DE } = shops;
const PASSWORD = 'Sicheres-Passwort-2026';
/** The second browser says it is a phone, so the two sessions are told apart by their device. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('security centre: both sessions listed, the other one ended and logged out; the history shows a failed attempt and a login (DE)', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page, DE, PASSWORD);
  const security = `${DE.origin}${paths.profile.security()}`;

  // Desktop: a wrong password first, then the right one.
  await page.goto(security);
  await logIn(page, customer.email, 'Falsches-Passwort-1');
  await expect(
    page.getByText(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
    ),
  ).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();

  // The phone, in a browser context of its own.
  const phoneContext = await browser.newContext({ userAgent: PHONE_USER_AGENT });
  const phone = await phoneContext.newPage();
  await phone.goto(security);
  await logIn(phone, customer.email, PASSWORD);
  await expect(phone.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();

  await page.reload();
  const sessions = page.getByRole('list', { name: 'Aktive Sitzungen' });
  const phoneSession = sessions
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Safari auf iPhone' }) });
  const thisDevice = sessions.getByRole('listitem').filter({ hasText: 'Dieses Gerät' });
  await expect(phoneSession).toBeVisible();
  await expect(thisDevice).toBeVisible();
  await expect(thisDevice.getByRole('button', { name: 'Sitzung beenden' })).toHaveCount(0);
  await expect(phoneSession.getByText('Deutschland')).toBeVisible();
  await expect(phoneSession.getByText('Mit Passwort')).toBeVisible();
  // Issue 40: no network range for a place, which means nothing to a customer.
  await expect(sessions.getByText('127.0.0.0/24')).toHaveCount(0);

  const history = page.getByRole('table', {
    name: 'Die letzten 20 Anmeldungen und Anmeldeversuche',
  });
  await expect(history.getByRole('row').filter({ hasText: 'Fehlgeschlagen' })).toHaveCount(1);
  await expect(
    history.getByRole('row').filter({ hasText: 'Angemeldet' }).filter({ hasText: 'Passwort' }),
  ).toHaveCount(2);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // End the phone's session by keyboard; the confirmation takes focus.
  await phoneSession.getByRole('button', { name: 'Sitzung beenden' }).focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('status').filter({ hasText: /ist beendet/ });
  await expect(confirmation).toBeFocused();
  await expect(phoneSession).toHaveCount(0);

  // The phone's next page load finds itself logged out.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/)).toBeVisible();
  await phoneContext.close();
});
