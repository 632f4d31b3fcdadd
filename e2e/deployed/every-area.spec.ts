// One write in every area as deployed (serve-deployed.mts): each remote from its own origin
// under the enforced policy, each write through nginx to either API instance, in production
// mode on PostgreSQL, every mail over SMTP. The suites in tests/ walk each flow in detail against
// `pnpm serve`; this proves the deployed wiring of each, in one walk to keep CI short.
import { CLIENT_ID, CLIENT_ID_HEADER, LOCALE_HEADER, paths } from '@account/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, logIn } from '../support/login';
import { orderNumber } from '../support/orders';
import { DEMO_PASSWORD, shops } from '../support/shops';
import { expect, test } from '../support/test';
import { mailsTo, type CaughtMail } from './caught-mails';
import { deployed, deployedShop } from './ports';

const customer = shops.DE.customer;
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** The mail with this subject, once the catcher has it. */
async function caughtMail(page: Page, to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(page.request, to)).find((mail) => mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a newsletter sign-up is confirmed from the mailed link, below /dpl/av', async ({ page }) => {
  const email = `leserin.${Date.now()}@example.de`;
  // The shop's sign-up form calls the newsletter service through nginx (page.request resolves
  // names outside the browser, where only localhost is known).
  const signUp = await page.request.post(
    `https://localhost:${deployed.hostPort}/api/newsletter/subscriptions`,
    {
      headers: { [CLIENT_ID_HEADER]: CLIENT_ID, [LOCALE_HEADER]: 'de-DE' },
      data: { email },
    },
  );
  expect(signUp.status()).toBe(202);
  const mail = await caughtMail(page, email, 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
  const link = /https:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toMatch(/^https:\/\/de\.localhost:3443\/dpl\/av\/newsletter\/confirmation\?/);

  await page.goto(link!);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Used up, whichever instance answers now.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');
});

test('a customer writes once in every area: address, payment method, wishlist, service, creators, password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${deployedShop}${paths.addresses.start()}`);
  await logIn(page, customer.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();

  // Addresses: a new delivery address, checked by the address service.
  await page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' }).click();
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Beispiel');
  await page.getByLabel('Straße', { exact: true }).fill('Hauptstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('5');
  await page.getByLabel('PLZ', { exact: true }).fill('10115');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(`${deployedShop}${paths.addresses.start()}`);
  await expect(card(page, 'Hauptstraße 5')).toContainText('10115 Berlin');
  await expectNoAxeViolations(page);

  // Payments: bank details, encrypted with the environment's key, then preferred.
  await page.goto(`${deployedShop}${paths.payments.start()}`);
  await page.getByRole('link', { name: 'Bankverbindung hinzufügen' }).click();
  await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
  await expect(page.getByText(/Ihre Bankverbindung wurde gespeichert/)).toBeVisible();
  await page.getByRole('radio', { name: 'Lastschrift' }).check();
  await page.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }).click();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart wurde gespeichert.')).toBeVisible();
  await expect(card(page, 'Lastschrift').getByText('Bevorzugt', { exact: true })).toBeVisible();
  await caughtMail(page, customer.email, 'Ihre Bankverbindung wurde geändert');
  await expectNoAxeViolations(page);

  // Wishlist: one item removed, and gone after a reload.
  await page.goto(`${deployedShop}${paths.wishlist.start()}`);
  const ring = page
    .getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Silberring mit Zirkonia', exact: true }) });
  await ring
    .getByRole('button', { name: 'Silberring mit Zirkonia von der Wunschliste entfernen' })
    .click();
  await expect(ring).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
  await expect(page.getByText('5 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(ring).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Service: a support request, mailed to the service and confirmed to the customer.
  await page.goto(`${deployedShop}${paths.service.contactForm()}`);
  await page.getByLabel('Worum geht es?').selectOption({ label: 'Lieferung' });
  const order = orderNumber('DE', 3);
  await page.getByLabel('Bestellung (optional)').selectOption(order);
  const message = `Das Paket zur Bestellung ${order} kam beschädigt an. Bitte um Ersatz.`;
  await page.getByLabel('Ihre Nachricht', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' });
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page);
  const toService = await caughtMail(
    page,
    'kundenservice@shop24direkt.de',
    `Kundenanfrage Lieferung – Kundennummer ${customer.customerNumber}`,
  );
  expect(toService.text).toContain(message);
  await sent.getByRole('link', { name: 'Zurück zu Kontakt' }).click();

  // Creators: unfollow, then follow again by the undo; both stick.
  await page.goto(`${deployedShop}${paths.creators.start()}`);
  await page.getByRole('button', { name: 'Sophie Wagner entfolgen' }).click();
  await expect(page.getByText('Sie folgen Sophie Wagner nicht mehr.')).toBeVisible();
  await page.getByRole('button', { name: 'Entfolgen von Sophie Wagner rückgängig machen' }).click();
  await expect(page.getByRole('button', { name: 'Sophie Wagner entfolgen' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sophie Wagner entfolgen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Profile: a new password, then logged out and in again with it.
  const next = 'Zweites-Passwort-2026';
  await page.goto(`${deployedShop}${paths.profile.changePassword()}`);
  await page.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(next);
  await page.getByLabel('Neues Passwort wiederholen').fill(next);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  const changed = page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde geändert' });
  await expect(changed).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(`${deployedShop}${paths.profile.start()}`);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sie haben sich erfolgreich abgemeldet' }),
  ).toBeVisible();
  await page.goto(`${deployedShop}${paths.home()}`);
  await logIn(page, customer.email, next);
  await expectHome(page, customer.firstName, customer.lastName, customer.customerNumber);
});
