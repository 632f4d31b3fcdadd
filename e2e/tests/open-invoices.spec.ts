import { expect, test } from '../support/test';
import { expectAccessible, expectAccessibleAtEveryWidth, logInAt } from '../support/orders';
import { shopDayFromSeed as shopDay } from '../support/seeded-at';
import { shops } from '../support/shops';

const { DE, CH } = shops;

test('home dates the overdue invoice as "Überfällig seit", never as the next due date', async ({
  page,
}) => {
  await logInAt(page, DE, '/home');
  const balance = page.getByRole('article', { name: 'Offene Rechnungen' });
  // Demo data, due by the printed terms (domain/orders/invoices/due-date.ts): the oldest overdue
  // invoice fell due 51 days ago (14 days after its delivery), the next one is a direct debit
  // collected in 2 days (5 days after dispatch).
  await expect(balance).toContainText(`Überfällig seit ${shopDay(-51, 'Europe/Berlin')}`);
  await expect(balance).toContainText(`Nächste Fälligkeit: ${shopDay(2, 'Europe/Berlin')}`);
  await expect(balance).not.toContainText(`Nächste Fälligkeit: ${shopDay(-60, 'Europe/Berlin')}`);
  await expect(balance).toContainText('2 Rechnungen sind überfällig.');
  await expectAccessibleAtEveryWidth(page);
});

test('open invoices: a direct debit says when it is collected, transfers get the shop account and reference', async ({
  page,
}) => {
  await logInAt(page, DE, '/open-invoices');
  const table = page.getByRole('table', { name: 'Ihre offenen Rechnungen' });
  const debit = table.getByRole('row').filter({ hasText: 'RE71010004' });
  await expect(debit).toContainText(
    `Wird per Lastschrift eingezogen am ${shopDay(2, 'Europe/Berlin')}`,
  );
  await expect(debit).not.toContainText('Überfällig');
  await expect(debit).not.toContainText('Offen');

  const transfer = page.getByRole('region', { name: 'So zahlen Sie per Überweisung' });
  await expect(transfer).toContainText('Shop24 Direkt GmbH');
  await expect(transfer).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(transfer).toContainText('COBADEFFXXX');
  await expect(transfer).toContainText('Ihre Rechnungsnummer, z. B. RE71010007');
  await expectAccessibleAtEveryWidth(page);
});

test('the Swiss shop is paid in francs to a Swiss account', async ({ page }) => {
  await logInAt(page, CH, '/open-invoices');
  const transfer = page.getByRole('region', { name: 'So zahlen Sie per Überweisung' });
  await expect(transfer).toContainText('CH93 0076 2011 6238 5295 7');
  await expect(transfer).toContainText('PostFinance');
  await expect(page.getByText('Offener Betrag gesamt')).toContainText('CHF');
  await expectAccessible(page);
});
