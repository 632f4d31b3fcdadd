import type { Page } from '@playwright/test';

/** Adds a delivery address in Graz from "Meine Adressen"; the address check takes it as typed. */
export async function addGrazAddress(page: Page, street: string, number: string) {
  await page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' }).click();
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Beispiel');
  await page.getByLabel('Straße', { exact: true }).fill(street);
  await page.getByLabel('Hausnummer', { exact: true }).fill(number);
  await page.getByLabel('PLZ', { exact: true }).fill('8010');
  await page.getByLabel('Ort', { exact: true }).fill('Graz');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
}
