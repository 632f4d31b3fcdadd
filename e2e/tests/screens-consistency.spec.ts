// Issue 40, "The screens' last inconsistencies": each point walked in the three shops, with axe
// 4.14 at 1280, 390 and 320 px.
import type { Page } from '@playwright/test';
import { paths } from '@account/contracts';
import { freshCustomerAt } from '../support/accounts';
import { expectConfirmation, expectNoAxeViolationsAtEveryWidth } from '../support/confirmation';
import { hubUrl } from '../support/creators-hub';
import { linkIn, newestMail } from '../support/mail';
import { ageLogin } from '../support/sessions';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

const PASSWORD = 'Winter2026!';

/** Whether the page scrolls sideways at its current width (WCAG 1.4.10's failure). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const ibanOf = {
  'de-DE': 'DE89370400440532013000',
  'de-AT': 'AT611904300234573201',
  'de-CH': 'CH9300762011623852957',
};
/** An address each shop's address check takes as it is. */
const billingAddressOf = {
  'de-DE': { street: 'Musterstraße', number: '12', zip: '10115', city: 'Berlin' },
  'de-AT': { street: 'Herrengasse', number: '5', zip: '8010', city: 'Graz' },
  'de-CH': { street: 'Bahnhofstrasse', number: '3', zip: '8001', city: 'Zürich' },
};

/** What has the focus: never the body after an action. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName,
  );

for (const shop of [shops.DE, shops.AT, shops.CH]) {
  test.describe(`screens' last inconsistencies (${shop.locale})`, () => {
    test('the logo link is named after what it shows, on the account and in the creators hub', async ({
      page,
    }) => {
      await freshCustomerAt(page, shop, paths.home(), PASSWORD);
      const logo = page.getByRole('link', { name: 'Shop24 Direkt – zur Startseite des Shops' });
      await expect(logo).toBeVisible();
      await expectNoAxeViolationsAtEveryWidth(page);
      await page.goto(hubUrl(shop));
      await expect(logo).toBeVisible();
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('saved bank details fit a 320 px screen: the masked IBAN wraps between its groups', async ({
      page,
    }) => {
      await freshCustomerAt(page, shop, paths.payments.edit(), PASSWORD);
      await page.getByLabel('IBAN', { exact: true }).fill(ibanOf[shop.locale]);
      await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
      await expect(page).toHaveURL(`${shop.origin}${paths.payments.start()}`);
      const iban = page.getByRole('img', { name: /^IBAN, endet auf / });
      await expect(iban).toBeVisible();
      await page.setViewportSize({ width: 320, height: 900 });
      expect(await scrollsSideways(page)).toBe(false);
      // Broken over lines, and still one IBAN to a screen reader.
      expect(await iban.evaluate((node) => node.getClientRects().length)).toBeGreaterThan(1);
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('the data export keeps the focus on what answers each step, at 390 px too', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const { email } = await freshCustomerAt(page, shop, paths.profile.privacyCentre(), PASSWORD);
      await page.setViewportSize({ width: 390, height: 900 });
      const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });
      await section.getByRole('button', { name: 'Daten anfordern' }).click();
      // Focused, the status is what a screen reader reads next: the request and then the mail.
      await expectConfirmation(page, /Ihre Anfrage ist eingegangen|E-Mail mit dem Link/);
      await expectConfirmation(page, /E-Mail mit dem Link zum Herunterladen gesendet/);
      await expectNoAxeViolationsAtEveryWidth(page);

      const link = linkIn(await newestMail(page, email, 'data-export'));
      await page.goto(link);
      await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
      await expectConfirmation(page, 'Ihre Daten wurden heruntergeladen');
      await expectNoAxeViolationsAtEveryWidth(page);

      await page.goto(link);
      await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
      await expect(page.getByRole('alert')).toContainText('wurde schon verwendet');
      expect(await focused(page)).toContain('wurde schon verwendet');
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('the support form, the billing address and the password change confirm in the focused notice', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await freshCustomerAt(page, shop, paths.service.contactForm(), PASSWORD);
      await page.getByLabel('Worum geht es?').selectOption({ label: 'Sonstiges' });
      await page
        .getByLabel('Ihre Nachricht', { exact: true })
        .fill('Bitte rufen Sie mich wegen meiner Bestellung zurück.');
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expectConfirmation(page, 'Vielen Dank für Ihre Nachricht');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveCount(0);
      await expectNoAxeViolationsAtEveryWidth(page);

      const address = billingAddressOf[shop.locale];
      await page.goto(`${shop.origin}${paths.addresses.billing()}`);
      await page.getByLabel(/^Stra(ß|ss)e$/).fill(address.street);
      await page.getByLabel('Hausnummer', { exact: true }).fill(address.number);
      await page.getByLabel('PLZ', { exact: true }).fill(address.zip);
      await page.getByLabel('Ort', { exact: true }).fill(address.city);
      await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
      await expect(page).toHaveURL(`${shop.origin}${paths.addresses.start()}`);
      await expectConfirmation(page, 'Die Rechnungsadresse wurde gespeichert.');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolationsAtEveryWidth(page);

      await page.goto(`${shop.origin}${paths.profile.changePassword()}`);
      const next = 'Fruehling2027!';
      await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
      await page.getByLabel('Neues Passwort', { exact: true }).fill(next);
      await page.getByLabel('Neues Passwort wiederholen').fill(next);
      await page.getByRole('button', { name: 'Passwort ändern' }).click();
      await expectConfirmation(page, 'Ihr Passwort wurde geändert');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('the step-up dialog opens with the focus in its password field', async ({ page }) => {
      await freshCustomerAt(page, shop, paths.payments.start(), PASSWORD);
      await ageLogin(page.context(), 16);
      await page.getByRole('radio', { name: 'Rechnung' }).check();
      await page.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bitte bestätigen Sie mit Ihrem Passwort' });
      await expect(dialog.getByLabel('Passwort', { exact: true })).toBeFocused();
      await expectNoAxeViolationsAtEveryWidth(page);
    });

  });
}
