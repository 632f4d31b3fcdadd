import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expectConfirmation } from '../support/confirmation';
import { logIn } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { shops, type Shop } from '../support/shops';

const { DE, CH } = shops;
const PASSWORD = 'Erstes-Passwort-2026';

/** A fresh account of the shop, logged in on its home: flows that change it leave the demo customers alone. */
async function freshCustomer(page: Page, shop: Shop) {
  const customer = await createAccount(page, shop, PASSWORD);
  await page.goto(`${shop.origin}${paths.home()}`);
  await logIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  return customer;
}

test.describe('my data', () => {
  test('shows the details read-only with the phone service, and the delete modal refuses a wrong password (DE)', async ({
    page,
  }) => {
    await page.goto(`${DE.origin}${paths.home()}`);
    await logIn(page, DE.customer.email);
    await page.getByRole('link', { name: 'Meine Daten' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
    await expect(page.getByText('14.05.1979')).toBeVisible();
    await expect(page.getByText(DE.customer.customerNumber, { exact: true })).toBeVisible();
    await expect(page.getByText('Musterstraße 12')).toBeVisible();
    await expect(page.getByText('Kauf auf Rechnung')).toBeVisible();
    // Other specs return Max's items, so the rate is checked against the counts shown beside it.
    const count = async (term: string) =>
      Number(await page.locator('dt', { hasText: term }).locator('+ dd').textContent());
    const total = await count('Bestellungen insgesamt');
    const returned = await count('Davon mit Rücksendung');
    expect(total).toBeGreaterThanOrEqual(12);
    expect(returned).toBeGreaterThanOrEqual(2);
    const rate = new Intl.NumberFormat('de-DE', {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(returned / total);
    await expect(
      page.locator('dt', { hasText: 'Anteil mit Rücksendung' }).locator('+ dd'),
    ).toHaveText(rate);
    await expect(
      page.locator('main').getByRole('link', { name: '0800 23 23 23 0' }),
    ).toHaveAttribute('href', 'tel:+498002323230');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Kundenkonto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kundenkonto wirklich löschen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(dialog.getByText('Bitte geben Sie Ihr Passwort ein.').first()).toBeVisible();
    await dialog.getByLabel('Ihr Passwort', { exact: true }).fill('Falsches-Passwort-1');
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(dialog.getByText('Ihr Passwort ist nicht korrekt.').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Konto behalten' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Swiss customers see their service number and Swiss spelling (CH)', async ({ page }) => {
    await page.goto(`${CH.origin}${paths.profile.start()}`);
    await logIn(page, CH.customer.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
    await expect(page.getByText('Bahnhofstrasse 21')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '0800 55 66 77' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('ß');
    await expectNoAxeViolations(page);
  });
});

test('change e-mail: errors of spec section 8, then the double opt-in moves the login (DE)', async ({
  page,
}) => {
  const other = await createAccount(page, DE, PASSWORD);
  const customer = await freshCustomer(page, DE);
  await page.goto(`${DE.origin}${paths.profile.changeEmail()}`);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte geben Sie Ihre neue' }),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  const newEmail = `neu.${Date.now()}@example.de`;
  await page.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(customer.email);
  await page.getByLabel('Neue E-Mail-Adresse wiederholen').fill(customer.email);
  await page.getByLabel('Ihr Passwort', { exact: true }).fill('Falsches-Passwort-1');
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText('Ihr Passwort ist nicht korrekt.').first()).toBeVisible();
  await page.getByLabel('Ihr Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    page.getByText('Das ist bereits Ihre E-Mail-Adresse. Bitte geben Sie eine neue ein.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(newEmail);
  await page.getByLabel('Neue E-Mail-Adresse wiederholen').fill(newEmail);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  const changed = page.getByRole('status');
  await expect(
    changed.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' }),
  ).toBeVisible();
  await expect(changed).toBeFocused();
  await expectNoAxeViolations(page);

  const notice = await newestMail(page, customer.email, 'email-change-notice');
  expect(notice.text).toContain(newEmail);
  const link = new URL(linkIn(await newestMail(page, newEmail, 'email-change-confirm')));
  expect(link.pathname).toBe('/email-change/confirm-doi');

  // An address of another account answers alike; its owner is told instead.
  await page.goto(`${DE.origin}${paths.profile.changeEmail()}`);
  await page.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(other.email);
  await page.getByLabel('Neue E-Mail-Adresse wiederholen').fill(other.email);
  await page.getByLabel('Ihr Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' }),
  ).toBeVisible();
  const told = await newestMail(page, other.email, 'email-change-taken');
  expect(told.subject).toBe('Jemand wollte Ihre E-Mail-Adresse verwenden');

  // The confirm page belongs to the double-opt-in area; its button sends this call.
  const confirmed = await page.request.post('/api/cs/user/change-email/doi/verify', {
    headers: { 'x-client-id': 'account-view' },
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);

  await page.context().clearCookies();
  await page.goto(`${DE.origin}${paths.home()}`);
  await logIn(page, newEmail, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test('change password: rules of spec section 5, wrong current password, confirmation modal (DE)', async ({
  page,
}) => {
  const customer = await freshCustomer(page, DE);
  await page.goto(`${DE.origin}${paths.profile.changePassword()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill('Etwas-anderes-9');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(
    page.getByText('Ihr neues Passwort muss sich von dem aktuellen unterscheiden.').first(),
  ).toBeVisible();
  await expect(page.getByText('Passwörter stimmen nicht überein.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const next = 'Zweites-Passwort-2026';
  await page.getByLabel('Aktuelles Passwort').fill('Falsches-Passwort-1');
  await page.getByLabel('Neues Passwort', { exact: true }).fill(next);
  await page.getByLabel('Neues Passwort wiederholen').fill(next);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr aktuelles Passwort ist nicht korrekt.').first()).toBeVisible();

  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expectConfirmation(page, 'Ihr Passwort wurde geändert');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  await page.context().clearCookies();
  await page.goto(`${DE.origin}${paths.home()}`);
  await logIn(page, customer.email, next);
  await expect(page).toHaveURL(/\/home$/);
});

test('delete account: logs out, shows the content view, the old login is gone (CH)', async ({
  page,
}) => {
  const customer = await freshCustomer(page, CH);
  await page.goto(`${CH.origin}${paths.profile.start()}`);
  await page.getByRole('button', { name: 'Kundenkonto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kundenkonto wirklich löschen?' });
  await dialog.getByLabel('Ihr Passwort', { exact: true }).fill(PASSWORD);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/content\/account-deleted$/);
  await newestMail(page, customer.email, 'account-deleted');

  // The e-mail is unknown now: the username step offers a new account.
  await page.goto(`${CH.origin}${paths.login.start()}`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/home$/);
});

async function verifyAccount(page: Page, shop: Shop, email: string, orderNumber: string) {
  await page.goto(`${shop.origin}${paths.login.start()}`);
  await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/account-verification$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigen' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Mit einer Bestellnummer' }).click();
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Bitte geben Sie eine Bestellnummer ein.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Bestellnummer').fill('71010007');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/customer-service-verification$/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Noch einmal versuchen' }).click();
  await page.getByRole('link', { name: 'Mit einer Bestellnummer' }).click();
  await page.getByLabel('Bestellnummer').fill(orderNumber);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/account-verification\/success$/);
  await expectNoAxeViolations(page);
  const mail = await newestMail(page, email, 'set-password');
  expect(new URL(linkIn(mail)).pathname).toBe('/set-password');
}

test('account verification from the login, by order number, to the set-password mail (DE)', async ({
  page,
}) => {
  await verifyAccount(page, DE, 'helga.telefon@example.de', '71777701');
});

test('account verification in the Swiss shop names the Swiss service number (CH)', async ({
  page,
}) => {
  await page.goto(`${CH.origin}${paths.login.start()}`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('ruedi.telefon@example.ch');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('link', { name: 'Mit Ihrer Adresse und Ihrem Geburtsdatum' }).click();
  await expect(page.getByLabel('Strasse')).toBeVisible();
  await page.getByLabel('Strasse').fill('Seestrasse');
  await page.getByLabel('Hausnummer').fill('88');
  await page.getByLabel('Postleitzahl').fill('8002');
  await page.getByLabel('Geburtsdatum').fill('04.02.1949');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/customer-service-verification$/);
  await expect(page.locator('main').getByRole('link', { name: '0800 55 66 77' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('ß');
  await expectNoAxeViolations(page);
  await verifyAccount(page, CH, 'ruedi.telefon@example.ch', '73777701');
});

test.describe('account home', () => {
  test('a new customer sees the complete-profile hint and the 10 € welcome voucher; Max sees neither (DE)', async ({
    page,
  }) => {
    await freshCustomer(page, DE);
    const hint = page.getByRole('region', { name: 'Vervollständigen Sie Ihr Profil' });
    // Created without a salutation (as an older client does): no delivery address either, and
    // that one is added online, not by phone.
    await expect(hint).toContainText('Uns fehlen noch: Ihre Anrede und Ihre Telefonnummer.');
    await expect(hint.getByRole('link', { name: '0800 23 23 23 0' })).toBeVisible();
    await expect(hint).toContainText('Sie haben noch keine Lieferadresse hinterlegt.');
    await expect(hint.getByRole('link', { name: 'Lieferadresse hinzufügen' })).toHaveAttribute(
      'href',
      '/my-addresses/add',
    );
    await expect(page.getByText('10,00 € Rabatt')).toBeVisible();
    await expect(page.getByText(/^WILLKOMMEN-/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await page.goto(`${DE.origin}${paths.home()}`);
    await logIn(page, DE.customer.email);
    await expect(page.getByRole('heading', { name: 'Hallo Max Mustermann' })).toBeVisible();
    // The tiles are there once the latest order shows.
    await expect(page.getByText('Ihre letzte Bestellung').first()).toBeVisible();
    await expect(page.getByText('Vervollständigen Sie Ihr Profil')).toHaveCount(0);
    await expect(page.getByText('Ihr Willkommensgutschein')).toHaveCount(0);
  });

  test('the Swiss welcome voucher is 10 CHF (CH)', async ({ page }) => {
    await freshCustomer(page, CH);
    await expect(page.getByText(/CHF\s?10\.00 Rabatt/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('ß');
    await expectNoAxeViolations(page);
  });
});
