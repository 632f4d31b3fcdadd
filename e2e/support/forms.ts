import type { Page } from '@playwright/test';

/** Types into the field with exactly this label key by key, as a customer does. */
export async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
}

/** What create account asks beyond the names a provider brought: salutation, address, birth date. */
export async function fillSocialSignUpDetails(page: Page) {
  await page.getByLabel('Frau', { exact: true }).check();
  await typeInto(page, 'Straße', 'Lindenallee');
  await typeInto(page, 'Hausnummer', '3');
  await typeInto(page, 'Postleitzahl', '50667');
  await typeInto(page, 'Ort', 'Köln');
  await typeInto(page, 'Geburtsdatum', '01.02.1990');
}
