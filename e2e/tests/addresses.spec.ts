import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expectConfirmation } from '../support/confirmation';
import { logIn } from '../support/login';
import { shops, type Shop } from '../support/shops';

const { DE, AT, CH } = shops;
const start = paths.addresses.start();

async function openAddresses(page: Page, shop: Shop, path = start) {
  await page.goto(`${shop.origin}${path}`);
  await logIn(page, shop.customer.email);
  await expect(page).toHaveURL(`${shop.origin}${path}`);
}

const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

async function fillPostal(
  page: Page,
  address: { street: string; number: string; zip: string; city: string },
  streetLabel = 'Straße',
) {
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Beispiel');
  await page.getByLabel(streetLabel, { exact: true }).fill(address.street);
  await page.getByLabel('Hausnummer', { exact: true }).fill(address.number);
  await page.getByLabel('PLZ', { exact: true }).fill(address.zip);
  await page.getByLabel('Ort', { exact: true }).fill(address.city);
}

test.describe('addresses area', () => {
  test('DE: the list shows preferred, Packstation, deleted and billing; a typo is corrected by the recommendation', async ({
    page,
  }) => {
    await openAddresses(page, DE);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();
    await expect(card(page, 'Musterstraße 12')).toContainText('Bevorzugte Lieferadresse');
    await expect(card(page, 'Packstation 123')).toContainText('Postnummer 12345678');
    await expect(card(page, 'Königsallee 1')).toContainText('Gelöscht');
    await expect(page.getByRole('region', { name: 'Rechnungsadresse' })).toContainText(
      '10115 Berlin',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Lieferadresse' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu Meine Adressen' })).toBeVisible();
    await fillPostal(page, { street: 'Hauptstr.', number: '5', zip: '10115', city: 'Berln' });
    await page.getByRole('button', { name: 'Adresse speichern' }).click();

    const modal = page.getByRole('dialog', { name: 'Meinten Sie diese Adresse?' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Hauptstraße 5');
    await expect(modal).toContainText('10115 Berlin');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Empfohlene Adresse übernehmen' }).click();

    await expect(page).toHaveURL(`${DE.origin}${start}`);
    await expect(card(page, 'Hauptstraße 5')).toContainText('10115 Berlin');
  });

  test('DE: a Packstation needs station and post number; errors show at their fields', async ({
    page,
  }) => {
    await openAddresses(page, DE, paths.addresses.add());
    await page.getByRole('radio', { name: 'Packstation' }).check();
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Nummer der Packstation' });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Postnummer', { exact: true })).toHaveAccessibleDescription(
      /Postnummer ein/,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Herr' }).check();
    await page.getByLabel('Vorname', { exact: true }).fill('Max');
    await page.getByLabel('Nachname', { exact: true }).fill('Mustermann');
    await page.getByLabel('Nummer der Packstation oder Filiale').fill('12');
    await page.getByLabel('Postnummer', { exact: true }).fill('87654321');
    await page.getByLabel('PLZ', { exact: true }).fill('10117');
    await page.getByLabel('Ort', { exact: true }).fill('Berlin');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByText('Die Nummer hat genau 3 Ziffern.').first()).toBeVisible();
    await page.getByLabel('Nummer der Packstation oder Filiale').fill('456');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();

    await expect(page).toHaveURL(`${DE.origin}${start}`);
    await expect(card(page, 'Packstation 456')).toContainText('Postnummer 87654321');
  });

  test('DE: delete, restore and set preferred; home shows the preferred address', async ({
    page,
  }) => {
    await openAddresses(page, DE);
    const office = 'Marienplatz 8, 80331 München';
    await page.getByRole('button', { name: `Löschen: ${office}` }).click();
    const deleted = page.getByRole('region', { name: 'Gelöschte Adressen' });
    await expect(deleted.getByRole('listitem').filter({ hasText: 'Marienplatz 8' })).toBeVisible();
    await deleted.getByRole('button', { name: `Wiederherstellen: ${office}` }).click();
    await expect(deleted.getByRole('listitem').filter({ hasText: 'Marienplatz 8' })).toHaveCount(0);
    await expect(card(page, 'Marienplatz 8')).not.toContainText('Gelöscht');

    await page.getByRole('button', { name: `Als bevorzugt festlegen: ${office}` }).click();
    await expect(card(page, 'Marienplatz 8')).toContainText('Bevorzugte Lieferadresse');
    await expect(card(page, 'Musterstraße 12')).not.toContainText('Bevorzugte Lieferadresse');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
    const tile = page
      .getByRole('heading', { name: 'Bevorzugte Lieferadresse' })
      .locator('..')
      .locator('..');
    await expect(tile).toContainText('Marienplatz 8');

    // Back to the seeded state: later specs (my data) show Max's preferred address.
    await page.goto(`${DE.origin}${start}`);
    await page
      .getByRole('button', { name: 'Als bevorzugt festlegen: Musterstraße 12, 10115 Berlin' })
      .click();
    await expect(card(page, 'Musterstraße 12')).toContainText('Bevorzugte Lieferadresse');
  });

  test('AT: a street abbreviation and a misspelt place are recommended; a correct address saves at once', async ({
    page,
  }) => {
    await openAddresses(page, AT, paths.addresses.add());
    await expect(page.getByRole('radio', { name: 'Packstation' })).toHaveCount(0);
    await fillPostal(page, { street: 'Hauptstr.', number: '7', zip: '1060', city: 'Wein' });
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    const modal = page.getByRole('dialog', { name: 'Meinten Sie diese Adresse?' });
    await expect(modal).toContainText('Hauptstraße 7');
    await expect(modal).toContainText('1060 Wien');
    await modal.getByRole('button', { name: 'Empfohlene Adresse übernehmen' }).click();
    await expect(card(page, 'Hauptstraße 7')).toContainText('1060 Wien');

    await page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' }).click();
    await fillPostal(page, { street: 'Herrengasse', number: '5', zip: '8010', city: 'Graz' });
    await page.getByLabel('PLZ', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(
      page.getByText('Bitte geben Sie eine gültige PLZ mit 4 Ziffern ein.').first(),
    ).toBeVisible();
    await page.getByLabel('PLZ', { exact: true }).fill('8010');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page).toHaveURL(`${AT.origin}${start}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, 'Herrengasse 5')).toContainText('8010 Graz');
  });

  test('CH: the billing address refuses a pick-up point, takes the Swiss spelling and confirms on the list', async ({
    page,
  }) => {
    await openAddresses(page, CH);
    await page.getByRole('link', { name: 'Rechnungsadresse ändern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungsadresse' })).toBeVisible();
    const street = page.getByLabel('Strasse', { exact: true });
    await street.fill('Packstation');
    await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await expect(
      page.getByText('Eine Packstation oder Filiale kann keine Rechnungsadresse sein.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await street.fill('Bahnhofstr.');
    await page.getByLabel('Hausnummer', { exact: true }).fill('3');
    await page.getByLabel('PLZ', { exact: true }).fill('8001');
    await page.getByLabel('Ort', { exact: true }).fill('Zürich');
    await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    const modal = page.getByRole('dialog', { name: 'Meinten Sie diese Adresse?' });
    await expect(modal).toContainText('Bahnhofstrasse 3');
    await modal.getByRole('button', { name: 'Empfohlene Adresse übernehmen' }).click();

    // Issue 40: confirmed on the list in the focused notice, as a delivery address is.
    await expect(page).toHaveURL(`${CH.origin}${start}`);
    await expectConfirmation(page, 'Die Rechnungsadresse wurde gespeichert.');
    await expectNoAxeViolations(page);
    await expect(page.getByRole('region', { name: 'Rechnungsadresse' })).toContainText(
      'Bahnhofstrasse 3',
    );
  });

  test('an unknown page of the area says so in its words and leads to its start', async ({
    page,
  }) => {
    await openAddresses(page, DE, `${start}/unbekannt/seite`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite des Bereichs' }).click();
    await expect(page).toHaveURL(`${DE.origin}${start}`);
  });
});
