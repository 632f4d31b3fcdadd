// Issue 40, "The screens' last inconsistencies": each point walked in the three shops, with axe
// 4.14 at 1280, 390 and 320 px.
import type { Page } from '@playwright/test';
import { paths } from '@account/contracts';
import { freshCustomerAt } from '../support/accounts';
import { expectConfirmation, expectNoAxeViolationsAtEveryWidth } from '../support/confirmation';
import { hubUrl } from '../support/creators-hub';
import { logIn } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { addAuthenticator } from '../support/passkeys';
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

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A registration address each shop takes as it is. */
const homeOf = {
  'de-DE': { street: 'Heidestraße', number: '17', zip: '51147', city: 'Köln' },
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

    test('the security page tells the sessions apart: device in words, start and way in, no network', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const security = paths.profile.security();
      const { email } = await freshCustomerAt(page, shop, security, PASSWORD);
      const phoneContext = await browser.newContext({ userAgent: IPHONE });
      try {
        const phone = await phoneContext.newPage();
        await phone.goto(`${shop.origin}${security}`);
        await logIn(phone, email, PASSWORD);
        await expect(phone.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
      } finally {
        await phoneContext.close();
      }

      await page.reload();
      const sessions = page.getByRole('list', { name: 'Aktive Sitzungen' }).getByRole('listitem');
      // Account creation's, this one and the phone's: each names its start and its way in.
      await expect(sessions).toHaveCount(3);
      const named = (name: string) =>
        sessions.filter({ has: page.getByRole('heading', { name, exact: true }) });
      const thisOne = named('Chrome auf Linux-Computer').filter({ hasText: 'Dieses Gerät' });
      await expect(thisOne).toContainText('Mit Passwort');
      await expect(
        named('Chrome auf Linux-Computer').filter({ hasText: 'Bei der Kontoeröffnung' }),
      ).toHaveCount(1);
      await expect(named('Safari auf iPhone')).toContainText('Mit Passwort');
      for (const session of await sessions.all())
        await expect(session.getByText('Angemeldet seit')).toBeVisible();
      await expect(page.getByText(/Netzwerk|127\.0\.0\.0/)).toHaveCount(0);

      // A new passkey is named after the browser and system, without versions.
      await addAuthenticator(page);
      const passkeys = page.getByRole('region', { name: 'Passkeys' });
      await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
      await expect(page.getByRole('status').filter({ hasText: /ist eingerichtet/ })).toBeFocused();
      await expect(
        passkeys.getByRole('list', { name: 'Ihre Passkeys' }).getByRole('heading'),
      ).toHaveText('Chrome, Linux');
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test("the creators hub's help link leads to the account's help page, and its footer asks for no personal data", async ({
      page,
    }) => {
      await page.goto(hubUrl(shop));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(/Persönliche Daten ändern Sie/)).toHaveCount(0);
      await expectNoAxeViolationsAtEveryWidth(page);
      await footer.getByRole('link', { name: 'Hilfe & FAQ' }).click();
      await expect(page).toHaveURL(`${shop.origin}${paths.content('hilfe')}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hilfe und häufige Fragen' }),
      ).toBeVisible();
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test('registration: each step says its own title, the newsletter box how to unsubscribe, a reload keeps the e-mail, a finished account is welcomed', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const liveRegion = page.getByTestId('live-region');
      await page.goto(`${shop.origin}/login`);
      await page.getByRole('link', { name: 'Kundenkonto anlegen' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' }),
      ).toBeFocused();
      await expect(liveRegion).toHaveText('Kundenkonto anlegen');
      const email = `neu.${Date.now()}@example.${shop.locale.slice(3).toLowerCase()}`;
      await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      const newsletter = page.getByRole('checkbox', { name: /Newsletter/ });
      await expect(newsletter).toHaveAccessibleDescription(/Abmeldung ist jederzeit möglich/);
      await expect(liveRegion).toHaveText('Kundenkonto anlegen');
      await expectNoAxeViolationsAtEveryWidth(page);

      if (shop.locale === 'de-CH') {
        // The Swiss light account waits for the mailed link: "almost" is what it is.
        await page.getByLabel('Vorname', { exact: true }).fill('Nora');
        await page.getByLabel('Nachname', { exact: true }).fill('Keller');
        await page.getByRole('button', { name: 'Weiter' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft' })).toBeVisible();
        await expect(page.getByRole('status')).not.toContainText('angemeldet');
      } else {
        const home = homeOf[shop.locale];
        await page.getByLabel('Frau', { exact: true }).check();
        await page.getByLabel('Vorname', { exact: true }).fill('Paula');
        await page.getByLabel('Nachname', { exact: true }).fill('Probst');
        await page.getByLabel('Straße', { exact: true }).fill(home.street);
        await page.getByLabel('Hausnummer', { exact: true }).fill(home.number);
        await page.getByLabel('Postleitzahl', { exact: true }).fill(home.zip);
        await page.getByLabel('Ort', { exact: true }).fill(home.city);
        await page.getByLabel('Geburtsdatum').fill('12.08.1964');
        await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Willkommen bei Shop24 Direkt' }),
        ).toBeVisible();
        await expect(page.getByRole('status')).toContainText('Sie sind angemeldet');
      }
      await expectNoAxeViolationsAtEveryWidth(page);

      // The password step reloaded starts over, with the e-mail still there (never the password).
      await page.context().clearCookies();
      await page.goto(`${shop.origin}/login`);
      await page.getByLabel(/^E-Mail-Adresse/).fill(shop.customer.email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
      await page.reload();
      await expect(page.getByLabel(/^E-Mail-Adresse/)).toHaveValue(shop.customer.email);
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    test("orders and figures speak a customer's words: no trade jargon, the home counts what is not delivered yet", async ({
      page,
    }) => {
      await page.goto(`${shop.origin}/login`);
      await logIn(page, shop.customer.email);
      const figures = page.getByRole('article', { name: 'Ihre Bestellungen in Zahlen' });
      await expect(figures.locator('dt')).toHaveText([
        'Bestellungen',
        'noch nicht zugestellt',
        'mit Rücksendung',
      ]);
      await expectNoAxeViolationsAtEveryWidth(page);

      await page.goto(`${shop.origin}${paths.orders.history()}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' }),
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/Direktlieferant|Retoure|retourniert/);
      await expectNoAxeViolationsAtEveryWidth(page);

      await page.goto(`${shop.origin}${paths.profile.start()}`);
      await expect(page.locator('dt', { hasText: 'Anteil mit Rücksendung' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/Retourenquote|Retoure/);
      await expectNoAxeViolationsAtEveryWidth(page);
    });
  });
}
