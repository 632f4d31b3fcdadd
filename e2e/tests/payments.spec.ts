import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { newestMail } from '../support/mail';
import { shops, type Shop } from '../support/shops';

const { DE, AT, CH } = shops;
const start = paths.payments.start();

async function openPaymentMethods(page: Page, shop: Shop, email = shop.customer.email) {
  await page.goto(`${shop.origin}${start}`);
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungsarten' })).toBeVisible();
}

/** Types an IBAN key by key, as a customer does, then leaves the field. */
async function typeIban(page: Page, iban: string) {
  const field = page.getByLabel('IBAN', { exact: true });
  await field.fill('');
  await field.pressSequentially(iban);
  await field.blur();
}

async function setPreferred(page: Page, label: string) {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }).click();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart wurde gespeichert.')).toBeVisible();
}

test.describe('payment methods', () => {
  test('DE: adds an IBAN after the pattern and checksum errors, prefers direct debit, deletes it again', async ({
    page,
  }) => {
    await openPaymentMethods(page, DE);
    await expect(page.getByText('Bevorzugt', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Bankverbindung hinzufügen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bankverbindung hinzufügen' }),
    ).toBeVisible();
    await expect(page.getByLabel('Kontoinhaber')).toHaveValue('Max Mustermann');

    // Another country's IBAN: refused by the German pattern before the service is asked.
    await typeIban(page, 'AT61 1904 3002 3457 3201');
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /deutsche IBAN/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Right pattern, wrong checksum: the payment service refuses it.
    await typeIban(page, 'de89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(
      page.getByText('Diese IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await typeIban(page, 'de89 3704 0044 0532 0130 00');
    await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue(
      'DE89 3704 0044 0532 0130 00',
    );
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();

    await expect(page).toHaveURL(`${DE.origin}${start}`);
    await expect(page.getByText(/Ihre Bankverbindung wurde gespeichert/)).toBeVisible();
    await expect(page.getByText('Commerzbank')).toBeVisible();
    await expect(page.getByRole('img', { name: 'IBAN, endet auf 3000' })).toHaveText(
      '**** **** **** **** **30 00',
    );
    await expect(page.getByText('3704 0044')).toHaveCount(0);
    const mail = await newestMail(page, DE.customer.email, 'bank-details-changed');
    expect(mail.subject).toBe('Ihre Bankverbindung wurde geändert');
    expect(mail.text).toContain('IBAN endet auf 3000');

    await setPreferred(page, 'Lastschrift');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Lastschrift' })
        .getByText('Bevorzugt', { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Bankverbindung löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bankverbindung löschen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ihre bevorzugte Zahlungsart wird dann Rechnung.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Jetzt löschen' }).click();
    await expect(page.locator(':focus')).toContainText('Ihre Bankverbindung wurde gelöscht');
    await expect(page.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Rechnung' })
        .getByText('Bevorzugt', { exact: true }),
    ).toBeVisible();
  });

  test('AT: changes the Austrian IBAN, prefers invoice and goes back to Bankeinzug; the home tile follows', async ({
    page,
  }) => {
    await openPaymentMethods(page, AT);
    await expect(page.getByText('Erste Bank der oesterreichischen Sparkassen')).toBeVisible();
    await expect(page.getByRole('img', { name: 'IBAN, endet auf 5678' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Bankeinzug' })
        .getByText('Bevorzugt', { exact: true }),
    ).toBeVisible();

    await setPreferred(page, 'Rechnung');
    await page.getByRole('link', { name: 'Bankverbindung ändern' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bankverbindung ändern' }),
    ).toBeVisible();
    await expect(page.getByText(/Die IBAN Ihres österreichischen Kontos/)).toBeVisible();
    await typeIban(page, 'DE89370400440532013000');
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(page.getByRole('link', { name: /österreichische IBAN/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await typeIban(page, 'at79 2011 1000 1234 5678');
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(page).toHaveURL(`${AT.origin}${start}`);
    await expect(page.getByText(/Ihre Bankverbindung wurde gespeichert/)).toBeVisible();

    await setPreferred(page, 'Bankeinzug');
    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
    await expect(page.getByRole('article', { name: 'Bevorzugte Zahlungsart' })).toContainText(
      'Bankeinzug',
    );
    await expectNoAxeViolations(page);
  });

  test('CH: Swiss terms, adds a Swiss IBAN grouped by four and deletes it', async ({ page }) => {
    await openPaymentMethods(page, CH);
    await expect(
      page.getByText('Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Bankverbindung hinzufügen' }).click();
    await typeIban(page, 'ch78 0900 0000 0123 4567 8');
    await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue(
      'CH78 0900 0000 0123 4567 8',
    );
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(page).toHaveURL(`${CH.origin}${start}`);
    await expect(page.getByText('PostFinance')).toBeVisible();
    await expect(page.getByRole('img', { name: 'IBAN, endet auf 5678' })).toHaveText(
      '**** **** **** **** *567 8',
    );
    expect(await page.locator('main').innerText()).not.toContain('ß');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Bankverbindung löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Jetzt löschen' }).click();
    await expect(page.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible();
  });

  test('Ratenkauf is listed but never offered as the preferred method', async ({ page }) => {
    await openPaymentMethods(page, DE, 'erika.viel@example.de');
    await expect(page.getByRole('listitem').filter({ hasText: 'Ratenkauf' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'Ratenkauf' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  });

  test('an unknown page of the area says so in its words and leads to its start', async ({
    page,
  }) => {
    const unknown = `${paths.payments.start()}/unbekannt`;
    await page.goto(`${DE.origin}${unknown}`);
    await logIn(page, DE.customer.email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zur Startseite des Bereichs' }).click();
    await expect(page).toHaveURL(`${DE.origin}${start}`);
  });
});
