import { expect, type Page } from '@playwright/test';

/** The local identity provider's German page: the tester types who they are. */
export async function signInAtProvider(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await expect(page).toHaveURL(/127\.0\.0\.1:3020\/interaction\//);
  await page.getByLabel('E-Mail-Adresse').fill(person.email);
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  await page.getByRole('button', { name: 'Anmelden und Zugriff erlauben' }).click();
}
