import { expect, type Page } from '@playwright/test';

/** Where each provider mode of the local identity provider shows its login page. */
const PROVIDER_PAGE =
  /127\.0\.0\.1:3020\/(interaction\/|apple\/auth\/authorize|facebook\/v19\.0\/dialog\/oauth)/;

/**
 * The local identity provider's German page: the tester types who they are. `choices` are the
 * provider's own options: Apple's "E-Mail-Adresse verbergen", Facebook's "E-Mail-Adresse nicht
 * freigeben".
 */
export async function signInAtProvider(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
  choices: string[] = [],
) {
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(person.email);
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  for (const choice of choices) await page.getByLabel(choice).check();
  await page.getByRole('button', { name: 'Anmelden und Zugriff erlauben' }).click();
}
