import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './shops';

/** Walks the two login steps as a customer does: username, then password. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const usernameField = page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/);
  await usernameField.fill(username);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Opens a page of the account area without a session and logs in on the login page it leads
 * to; the account area then shows the page asked for.
 */
export async function openLoggedIn(
  page: Page,
  url: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(url);
  await logIn(page, username, password);
}

export async function expectHome(
  page: Page,
  firstName: string,
  lastName: string,
  customerNumber: string,
) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Hallo ${firstName} ${lastName}` }),
  ).toBeVisible();
  await expect(page.getByText(`Ihre Kundennummer: ${customerNumber}`)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}
