import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { freshCustomerAt, startSwissLightAccount } from '../support/accounts';
import { addGrazAddress } from '../support/addresses';
import { expectNoAxeViolationsAtEveryWidth } from '../support/confirmation';
import { linkIn, newestMail } from '../support/mail';
import { freshAddress, linksOfNewest, shopCall } from '../support/opt-ins';
import { logInAt, orderNumber } from '../support/orders';
import { shops, type Shop } from '../support/shops';

// Issue 21, item 10: the smaller gaps behind the screens.
const { AT, CH, DE } = shops;
const PASSWORD = 'Hinter-den-Kulissen-21';

const freshCustomer = (page: Page, shop: Shop, path: string) =>
  freshCustomerAt(page, shop, path, PASSWORD);

const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('restoring a deleted preferred address makes it preferred again', async ({ page }) => {
  await freshCustomer(page, AT, paths.addresses.start());
  for (const number of ['5', '9']) {
    await addGrazAddress(page, 'Herrengasse', number);
    await expect(page).toHaveURL(`${AT.origin}${paths.addresses.start()}`);
  }
  const first = 'Herrengasse 5, 8010 Graz';
  await expect(card(page, 'Herrengasse 5')).toContainText('Bevorzugte Lieferadresse');

  await page.getByRole('button', { name: `Löschen: ${first}` }).click();
  await expect(card(page, 'Herrengasse 5')).toContainText('Gelöscht');
  await expect(card(page, 'Herrengasse 5')).not.toContainText('Bevorzugte Lieferadresse');
  await page.getByRole('button', { name: `Wiederherstellen: ${first}` }).click();
  await expect(card(page, 'Herrengasse 5')).toContainText('Bevorzugte Lieferadresse');
  await expect(card(page, 'Herrengasse 9')).not.toContainText('Bevorzugte Lieferadresse');
});

test('a Swiss light account that set its password gets change password, payment methods and open invoices', async ({
  page,
}) => {
  const email = freshAddress('leicht', 'example.ch');
  await startSwissLightAccount(page, CH, email);
  await expect(page.getByText(/innerhalb von 24 Stunden/)).toBeVisible();

  await page.goto(linkIn(await newestMail(page, email, 'account-activation')));
  await page.getByLabel('Neues Passwort').fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Nora Keller' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Mein Konto' });
  for (const entry of ['Passwort ändern', 'Zahlungsarten', 'Offene Rechnungen'])
    await expect(navigation.getByRole('link', { name: entry })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('the withdrawal page starts at step 1', async ({ page }) => {
  await logInAt(page, AT, `/orders/${orderNumber('AT', 8)}/withdrawal`);
  await expect(page.getByText('Schritt 1 von 2')).toBeVisible();
  await expect(page.getByText('Schritt 2 von 2')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Widerruf bestätigen' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('a used stock-reminder link no longer offers "Erinnerung bestätigen"', async ({ page }) => {
  const email = freshAddress('erinnerung');
  await shopCall(page, DE.locale, '/api/newsletter/stock-reminders', {
    email,
    base_product_no: '100001',
  });
  const [confirmLink] = await linksOfNewest(page, email, 'stock-reminder-doi');
  await page.goto(confirmLink!);
  await page.getByRole('button', { name: 'Erinnerung bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Erinnerung ist aktiv' })).toBeVisible();

  await page.goto(confirmLink!);
  await page.getByRole('button', { name: 'Erinnerung bestätigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Link ist nicht mehr gültig');
  await expect(page.getByRole('button', { name: 'Erinnerung bestätigen' })).toHaveCount(0);
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('the payment-preference error points at the option it concerns', async ({ page }) => {
  await freshCustomer(page, DE, paths.payments.start());
  await page.getByRole('radio', { name: 'Lastschrift' }).check();
  await page.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie Folgendes' });
  await expect(summary).toBeFocused();
  await summary
    .getByRole('link', {
      name: 'Für die Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
    })
    .click();
  await expect(page.getByRole('radio', { name: 'Lastschrift' })).toBeFocused();
  await expectNoAxeViolationsAtEveryWidth(page);
});
