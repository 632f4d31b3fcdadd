import { expect, test } from '../support/test';
import { expectAccessible, logInAt, orderNumber } from '../support/orders';
import { shops } from '../support/shops';

const { DE, CH } = shops;

test('the home answers "where is my order": latest order with tracking, open balance, order figures', async ({
  page,
}) => {
  await logInAt(page, DE, '/home');
  const latest = page.getByRole('article', { name: 'Ihre letzte Bestellung' });
  await expect(latest).toContainText(`Bestellung ${orderNumber('DE', 1)}`);
  await expect(latest).toContainText('Bestätigt');
  await expect(latest.locator('[aria-current="step"]')).toContainText('Bestätigt');
  const balance = page.getByRole('article', { name: 'Offene Rechnungen' });
  await expect(balance).toContainText(/Nächste Fälligkeit: \d\d\.\d\d\.\d{4}/);
  await expect(balance).toContainText('2 Rechnungen sind überfällig.');
  const figures = page.getByRole('article', { name: 'Ihre Bestellungen in Zahlen' });
  await expect(figures).toContainText('12');
  await expectAccessible(page);

  // The whole tile leads where it says.
  await balance.click({ position: { x: 20, y: 120 } });
  await expect(page).toHaveURL(`${DE.origin}/open-invoices`);
});

test('one failing service shows a small error in its tile; the other tiles render', async ({
  page,
}) => {
  await page.route('**/api/orders/invoices/open*', (route) => route.abort('connectionrefused'));
  await logInAt(page, DE, '/home');
  const balance = page.getByRole('article', { name: 'Offene Rechnungen' });
  await expect(balance.getByRole('alert')).toContainText(
    'Ihre offenen Rechnungen konnten gerade nicht geladen werden.',
  );
  await expect(page.getByRole('article', { name: 'Ihre letzte Bestellung' })).toContainText(
    `Bestellung ${orderNumber('DE', 1)}`,
  );
  await expect(page.getByRole('article', { name: 'Ihre Bestellungen in Zahlen' })).toContainText(
    '12',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Max Mustermann' })).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/api/orders/invoices/open*');
  await balance.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(balance).toContainText('Offener Betrag');
});

test('the Swiss home shows amounts in CHF and the Swiss service number as a tel: link', async ({
  page,
}) => {
  await logInAt(page, CH, '/home');
  await expect(page.getByRole('article', { name: 'Offene Rechnungen' })).toContainText('CHF');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: '0800 55 66 77' }).first(),
  ).toHaveAttribute('href', 'tel:+41800556677');
});
