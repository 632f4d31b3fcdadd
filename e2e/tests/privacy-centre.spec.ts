import { paths } from '@account/contracts';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { linksOfNewest } from '../support/opt-ins';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';

const PASSWORD = 'Sicheres-Passwort-2026';

for (const shop of [shops.DE, shops.AT, shops.CH]) {
  test(`privacy centre: a switch by keyboard is logged, the newsletter goes through the confirmation mail (${shop.locale})`, async ({
    page,
  }) => {
    const customer = await createAccount(page, shop, PASSWORD);
    const centre = `${shop.origin}${paths.profile.privacyCentre()}`;
    await page.goto(centre);
    await logIn(page, customer.email, PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Datenschutz & Einwilligungen' }),
    ).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(6);
    await expect(
      page.getByText('Sie haben noch keine Einwilligung erteilt oder geändert.'),
    ).toBeVisible();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Upsell mails off by keyboard: at once, and the log shows it.
    const upsell = page.getByRole('switch', { name: 'Passende Angebote zu Ihren Bestellungen' });
    await expect(upsell).toBeChecked();
    await upsell.focus();
    await page.keyboard.press('Space');
    await expect(upsell).not.toBeChecked();
    const log = page.getByRole('table', { name: /Ihre letzten Änderungen/ });
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: 'Passende Angebote' })
        .filter({ hasText: 'Widerrufen' })
        .filter({ hasText: 'Datenschutz & Einwilligungen' }),
    ).toHaveCount(1);

    // The newsletter: pending until the mailed link is followed and confirmed.
    const newsletter = page.getByRole('switch', { name: 'Newsletter' });
    await newsletter.focus();
    await page.keyboard.press('Space');
    await expect(newsletter).toBeChecked();
    await expect(newsletter).toHaveAccessibleDescription(/Bestätigung per E-Mail ausstehend/);
    const [confirmLink] = await linksOfNewest(page, customer.email, 'newsletter-doi');
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeVisible();

    await page.goto(centre);
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAccessibleDescription(
      /Aktiv/,
    );
    await expect(
      page
        .getByRole('table', { name: /Ihre letzten Änderungen/ })
        .getByRole('row')
        .filter({ hasText: 'Eingewilligt' })
        .filter({ hasText: 'Bestätigungslink in der E-Mail' }),
    ).toHaveCount(1);
    // The frequency appears once the newsletter is confirmed.
    await page.getByRole('radio', { name: 'Einmal pro Woche' }).check();
    await expect(
      page
        .getByRole('table', { name: /Ihre letzten Änderungen/ })
        .getByRole('row')
        .filter({ hasText: 'Häufigkeit geändert: einmal pro Woche' }),
    ).toHaveCount(1);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });
}
