import { expect, test, type Page } from '../support/test';
import { recordEvidence } from '../support/evidence';
import { shops } from '../support/shops';

// Customers type their correction key by key after an error; `fill` would set the value in one
// go and hide a summary that takes focus back between two key presses.
const submitEmpty = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie Folgendes' }),
  ).toBeFocused();
};

async function typeKeyByKey(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: true });
  recordEvidence(page, 'keyboard');
  await field.click();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

for (const [name, shop] of Object.entries(shops)) {
  test(`${name}: the username step keeps every typed character after an error`, async ({
    page,
  }) => {
    await page.goto(`${shop.origin}/login`);
    await submitEmpty(page, 'Weiter');
    const label = shop.locale === 'de-CH' ? 'E-Mail-Adresse' : 'E-Mail-Adresse oder Kundennummer';
    await typeKeyByKey(page, label, shop.customer.email);
    // Submitting again after the correction leads on; the summary had nothing more to say.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  });
}

test('create account keeps every typed character after an error, and the next submit focuses the summary again', async ({
  page,
}) => {
  await page.goto(`${shops.DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(`tippen.${Date.now()}@example.de`);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeFocused();

  await submitEmpty(page, 'Kundenkonto anlegen');
  await typeKeyByKey(page, 'Vorname', 'Erika');
  await typeKeyByKey(page, 'Postleitzahl', '5114');
  await page.keyboard.type('7');
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('51147');

  await submitEmpty(page, 'Kundenkonto anlegen');
});
