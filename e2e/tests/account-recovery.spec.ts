import { paths } from '@account/contracts';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { confirmAddressOf } from '../support/confirmed-address';
import { logIn } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { addAuthenticator, setPresence } from '../support/passkeys';
import { shops } from '../support/shops';
import { signInAtProvider } from '../support/social-login';
import { expect, test } from '../support/test';

const { DE } = shops;
const PASSWORD = 'Sicheres-Passwort-2026';
const NEW_PASSWORD = 'Winterlinden-im-Dezember';

/** "Mit Google anmelden" with the intruder's Google account, which names the owner's address. */
async function googleLogin(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, person);
}

test("issue 33: an intruder's passkey and provider login are gone after the owner's reset, and the owner was mailed of each", async ({
  page,
  browser,
}) => {
  // Two browsers, a passkey ceremony, three provider logins and a reset.
  test.setTimeout(120_000);
  const owner = await createAccount(page, DE, PASSWORD);
  confirmAddressOf(owner.email);
  const security = `${DE.origin}${paths.profile.security()}`;

  // The intruder knows the password: a passkey on their own device…
  const intruderContext = await browser.newContext();
  const intruder = await intruderContext.newPage();
  const authenticator = await addAuthenticator(intruder);
  await intruder.goto(security);
  await logIn(intruder, owner.email, PASSWORD);
  const passkeys = intruder.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(intruder.getByRole('status').filter({ hasText: /ist eingerichtet/ })).toBeFocused();

  // …and their own Google account, linked with the password: logged out, with the passkey's
  // suggestion on the login page left unanswered, so that the Google button is what logs in.
  await intruderContext.clearCookies();
  await setPresence(authenticator, false);
  await googleLogin(intruder, owner);
  await intruder.getByLabel('Passwort Ihres Kundenkontos').fill(PASSWORD);
  await intruder.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expect(intruder.getByRole('heading', { level: 1, name: /^Hallo / })).toBeVisible();
  await setPresence(authenticator, true);

  // The owner was told of each, with the device, the time and the security page.
  for (const [kind, subject] of [
    ['passkey-added', 'Neuer Passkey für Ihr Kundenkonto'],
    ['social-login-linked', 'Neue Anmeldung über Google für Ihr Kundenkonto'],
  ] as const) {
    const mail = await newestMail(page, owner.email, kind);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(/Gerät: Chrome/);
    expect(mail.text).toMatch(/Zeitpunkt: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} Uhr/u);
    expect(linkIn(mail)).toBe(security);
  }

  // The owner resets the password and, on the page that confirms it, removes them all.
  await page.goto(`${DE.origin}/forgot-password`);
  await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(owner.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page).toHaveURL(/success$/);
  await page.goto(linkIn(await newestMail(page, owner.email, 'password-reset')));
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  const offer = page.getByRole('region', {
    name: 'Passkeys und verknüpfte Anmeldungen entfernen?',
  });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer
    .getByRole('button', { name: 'Alle Passkeys und verknüpften Anmeldungen entfernen' })
    .click();
  await expect(offer.getByRole('status')).toBeFocused();
  expect((await newestMail(page, owner.email, 'password-set')).subject).toBe(
    'Für Ihr Kundenkonto wurde ein Passwort festgelegt',
  );

  // The intruder's passkey no longer logs in: the login page refuses it.
  await intruderContext.clearCookies();
  await intruder.goto(security);
  await expect(intruder).toHaveURL(/\/login/);
  await intruder.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(
    intruder.getByText('Mit diesem Passkey können wir Sie nicht anmelden.', { exact: false }),
  ).toBeVisible();

  // Nor does their Google account: it must prove the account again, with a password it lacks.
  await googleLogin(intruder, owner);
  await expect(intruder.getByRole('heading', { name: 'Konto verknüpfen' })).toBeVisible();
  await intruderContext.close();

  // The owner's security page lists neither.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.goto(security);
  await expect(
    page
      .getByRole('region', { name: 'Passkeys' })
      .getByText('Sie haben noch keinen Passkey eingerichtet.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Verknüpfte Anmeldungen' })
      .getByText(
        'Mit Ihrem Kundenkonto ist keine Anmeldung über Apple, Google oder Facebook verknüpft.',
      ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
