import { expect, test } from '../support/test';
import { expectAccessibleAtEveryWidth, logInAt, orderNumber } from '../support/orders';
import { shops } from '../support/shops';

// Issue 40, "Find an order": filters in the address, counts that say how many match, an empty
// result with a way back, and Erika's first order of 500 within three actions.
const finder = (page: import('@playwright/test').Page) =>
  page.getByRole('search', { name: 'Bestellungen finden' });

for (const [country, shop] of Object.entries(shops) as [keyof typeof shops, typeof shops.DE][]) {
  test.describe(`finding an order in the ${country} shop`, () => {
    test('filters by state and period, keeps them in the address and goes back with the browser', async ({
      page,
    }) => {
      await logInAt(page, shop, '/orders');
      const all = page.getByText(/^Sie haben \d+ Bestellungen\./);
      await expect(all).toBeVisible();
      const total = Number((await all.textContent())?.match(/\d+/)?.[0]);

      await finder(page).getByLabel('Status').selectOption({ label: 'Storniert' });
      await finder(page).getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page).toHaveURL(/\/orders\?state=cancelled$/);
      const found = page.getByText(/^\d+ Bestellungen? gefunden/);
      await expect(found).toBeVisible();
      const cancelled = Number((await found.textContent())?.match(/\d+/)?.[0]);
      expect(cancelled).toBeGreaterThan(0);
      expect(cancelled).toBeLessThan(total);
      await expect(page.getByRole('article')).toHaveCount(Math.min(cancelled, 10));
      await expectAccessibleAtEveryWidth(page);

      // The address alone restores the list: reloaded, it shows the same filter.
      await page.reload();
      await expect(finder(page).getByLabel('Status')).toHaveValue('cancelled');
      await expect(found).toHaveText(new RegExp(`^${cancelled} Bestellungen? gefunden`));

      // Back at once after "Anzeigen", on a slow phone (4x CPU): React merges the two navigations,
      // and the form still shows the filters of the address, not the pick the list never showed.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await finder(page).getByLabel('Zeitraum').selectOption({ label: 'Letzte 30 Tage' });
      await finder(page).getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page).toHaveURL(/\?period=30d&state=cancelled$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/orders\?state=cancelled$/);
      await expect(finder(page).getByLabel('Zeitraum')).toHaveValue('');
      await expect(finder(page).getByLabel('Status')).toHaveValue('cancelled');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goBack();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(all).toBeVisible();
    });

    test('finds an order by its number, and says so when nothing matches', async ({ page }) => {
      const number = orderNumber(country, 5);
      await logInAt(page, shop, `/orders?q=${number}`);
      await expect(page.getByText('1 Bestellung gefunden')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article')).toContainText(`Bestellnummer ${number}`);

      await finder(page).getByLabel('Bestellnummer oder Artikel').fill('Dampfschiff');
      await finder(page).getByLabel('Bestellnummer oder Artikel').press('Enter');
      await expect(page).toHaveURL(/\?q=Dampfschiff$/);
      await expect(page.getByText('0 Bestellungen gefunden')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Keine Bestellung gefunden' })).toBeVisible();
      await expectAccessibleAtEveryWidth(page);
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Alle Filter zurücksetzen' })
        .last()
        .click();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(page.getByText(/^Sie haben \d+ Bestellungen\./)).toBeVisible();
    });
  });
}

test('Erika reaches her first of 500 orders in two actions', async ({ page }) => {
  await logInAt(page, shops.DE, '/orders', 'erika.viel@example.de');
  await expect(page.getByText(/^Sie haben 500 Bestellungen\./)).toBeVisible();
  // 1: the oldest first.
  await page.getByRole('link', { name: 'Älteste zuerst anzeigen' }).click();
  const oldest = page.getByRole('article').first();
  await expect(oldest).toContainText('Bestellnummer 79000500');
  // 2: open it.
  await oldest.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung 79000500' })).toBeVisible();
});
