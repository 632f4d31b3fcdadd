import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { shops } from '../support/shops';

const { DE, CH } = shops;

for (const width of [1280, 390]) {
  test(`the component catalogue shows every component in its states and passes axe at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${DE.origin}/_catalogue`);
    await expect(page.getByRole('heading', { level: 1, name: 'Komponentenkatalog' })).toBeVisible();
    await expect(page).toHaveTitle('Komponentenkatalog – Mein Konto – Shop24 Direkt');
    for (const section of [
      'Farben',
      'Schaltflächen',
      'Formularfelder',
      'Hinweise',
      'Status',
      'Karten',
      'Sendungsverlauf',
      'Tabelle',
      'Laden, leer, Fehler',
      'Dialog',
      'Symbole',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Wird gesendet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Dialog öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung 71010001 stornieren' });
    await expect(
      dialog.getByRole('heading', { name: 'Bestellung 71010001 stornieren' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);

    // The re-authentication dialog of step-up, as a wrong password leaves it; Escape closes it.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Passwort-Abfrage öffnen' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Bitte bestätigen Sie mit Ihrem Passwort' });
    await expect(stepUp.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(
      /Ihr Passwort ist nicht korrekt\./,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(stepUp).toBeHidden();
  });
}

test('the Swiss catalogue passes axe too', async ({ page }) => {
  await page.goto(`${CH.origin}/_catalogue`);
  await expect(page.getByText('Nur ausserhalb der Produktion erreichbar.')).toBeVisible();
  await expectNoAxeViolations(page);
});
