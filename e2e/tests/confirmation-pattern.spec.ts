import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { freshCustomerAt, startSwissLightAccount } from '../support/accounts';
import { addGrazAddress } from '../support/addresses';
import { expectConfirmation, expectNoAxeViolationsAtEveryWidth } from '../support/confirmation';
import { linkIn, newestMail } from '../support/mail';
import { freshAddress, linksOfNewest, shopCall } from '../support/opt-ins';
import { logInAt, orderNumber } from '../support/orders';
import { shops, type Shop } from '../support/shops';
import { todaysOrder } from '../support/todays-order';

// Issue 21, item 5: one confirmation-and-focus pattern for every save, delete and send.
const { AT, CH, DE } = shops;
// Each walk checks every width with axe after each confirmation: in CI the addresses walk took
// 21-24 s of the suite's usual 30.
test.slow();
const PASSWORD = 'Bestaetigt-im-Fokus-21';

const freshCustomer = (page: Page, shop: Shop, path: string) =>
  freshCustomerAt(page, shop, path, PASSWORD);

test('addresses: saving, deleting, restoring and preferring each confirm in a focused notice', async ({
  page,
}) => {
  const list = paths.addresses.start();
  await freshCustomer(page, AT, list);

  await addGrazAddress(page, 'Herrengasse', '5');
  await expect(page).toHaveURL(`${AT.origin}${list}`);
  await expectConfirmation(page, 'Die Adresse wurde gespeichert.');
  await expectNoAxeViolationsAtEveryWidth(page);
  await addGrazAddress(page, 'Herrengasse', '9');
  await expectConfirmation(page, 'Die Adresse wurde gespeichert.');

  await page.getByRole('button', { name: 'Löschen: Herrengasse 9, 8010 Graz' }).click();
  await expectConfirmation(page, 'Die Adresse wurde gelöscht.');
  await expectNoAxeViolationsAtEveryWidth(page);
  await page.getByRole('button', { name: 'Wiederherstellen: Herrengasse 9, 8010 Graz' }).click();
  await expectConfirmation(page, 'Die Adresse wurde wiederhergestellt.');
  await page
    .getByRole('button', { name: 'Als bevorzugt festlegen: Herrengasse 9, 8010 Graz' })
    .click();
  await expectConfirmation(page, 'Die bevorzugte Lieferadresse wurde geändert.');
  // One confirmation at a time: the newest replaced the one before.
  await expect(page.getByRole('status')).toHaveCount(1);

  // It belongs to the page it answered: leaving ends it.
  await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
  await page.goto(`${AT.origin}${list}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();
  await expect(page.getByTestId('confirmation')).toHaveCount(0);
});

test('payment methods: the preferred method saved confirms in a focused notice', async ({
  page,
}) => {
  await freshCustomer(page, DE, paths.payments.start());
  await page.getByRole('radio', { name: 'Rechnung' }).check();
  await page.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }).click();
  await expectConfirmation(page, 'Ihre bevorzugte Zahlungsart wurde gespeichert.');
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('profile: an e-mail change confirms in a focused notice', async ({ page }) => {
  await freshCustomer(page, DE, paths.profile.changeEmail());
  const newEmail = freshAddress('neu');
  await page.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(newEmail);
  await page.getByLabel('Neue E-Mail-Adresse wiederholen').fill(newEmail);
  await page.getByLabel('Ihr Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  const notice = await expectConfirmation(page, newEmail);
  await expect(
    notice.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
});

// The three order flows are a test each: walked in one, they took over 30 s in CI.
test('orders: a cancellation confirms in a focused notice', async ({ page }) => {
  const today = todaysOrder('AT');
  await logInAt(page, AT, `/orders/${today}`);
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const modal = page.getByRole('dialog', { name: `Bestellung ${today} stornieren` });
  await modal.getByLabel('Versehentlich bestellt').check();
  await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
  await expect(page).toHaveURL(`${AT.origin}/orders/${today}/cancel-success`);
  await expectConfirmation(page, `Bestätigung an ${AT.customer.email}`);
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('orders: a return confirms in a focused notice', async ({ page }) => {
  await logInAt(page, AT, `/orders/${orderNumber('AT', 7)}/returns`);
  await page.getByRole('checkbox').first().check();
  await page
    .getByRole('combobox', { name: /^Warum senden Sie/ })
    .selectOption({ label: 'Anderer Grund' });
  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  const returned = await expectConfirmation(page, 'Ihre Rücksendung ist angemeldet');
  await expect(returned.getByRole('link', { name: 'Zur Bestellung', exact: true })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('orders: a withdrawal confirms in a focused notice', async ({ page }) => {
  await logInAt(page, AT, `/orders/${orderNumber('AT', 8)}/withdrawal`);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expectConfirmation(page, 'Ihr Widerruf ist eingegangen');
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('mail links: a newsletter confirmation confirms in a focused notice', async ({ page }) => {
  const email = freshAddress('leser');
  await shopCall(page, DE.locale, '/api/newsletter/subscriptions', { email });
  const [confirmLink] = await linksOfNewest(page, email, 'newsletter-doi');
  await page.goto(confirmLink!);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
  ).toBeVisible();
  const notice = await expectConfirmation(page, /./);
  await expect(notice.getByRole('link', { name: 'Zu den Top-Deals' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('login: the light account created and its activation mail resent confirm in a focused notice', async ({
  page,
}) => {
  const email = freshAddress('aktivierung', 'example.ch');
  await startSwissLightAccount(page, CH, email);
  await expectConfirmation(page, /innerhalb von 24 Stunden/);

  await page.goto(`${CH.origin}/login`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const modal = page.getByRole('dialog', { name: 'Bitte legen Sie Ihr Passwort fest' });
  await modal.getByRole('button', { name: 'Aktivierungs-E-Mail erneut senden' }).click();
  await expectConfirmation(page, /ältere Links gelten nicht mehr/);
  await expectNoAxeViolationsAtEveryWidth(page);
  expect(linkIn(await newestMail(page, email, 'account-activation'))).toContain(CH.origin);
});
