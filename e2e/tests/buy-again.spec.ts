import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessibleAtEveryWidth, logInAt, orderNumber } from '../support/orders';
import { shops } from '../support/shops';

/** What the shop's basket holds for this browser's shop session. */
async function basketItems(page: Page) {
  return page.evaluate(async () => {
    const { id } = JSON.parse(localStorage.getItem('shopSessionId') ?? '{}') as { id: string };
    const response = await fetch('/api/basket/basket', { headers: { 'X-SessionId': id } });
    return ((await response.json()) as { items: unknown[] }).items;
  });
}

/** Downloads an invoice by its button; the service must answer with a PDF. */
async function downloadInvoice(page: Page, invoiceNumber: string) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`/invoices/${invoiceNumber}/pdf`),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `PDF herunterladen: Rechnung ${invoiceNumber}` }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.pdf`);
  // What the customer saves is the PDF itself.
  const saved = await readFile(await file.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
}

for (const country of ['DE', 'AT', 'CH'] as const) {
  const shop = shops[country];

  test(`${country}: a delivered order's invoice downloads as PDF, and buying it again fills the basket with what is in stock`, async ({
    page,
  }) => {
    // Demo order 7: pans, 2 pillows (sold out) and a blanket, delivered, invoiced.
    const number = orderNumber(country, 7);
    await logInAt(page, shop, `/orders/${number}`);
    await downloadInvoice(page, `RE${number}`);

    const buyAgain = page.getByRole('button', {
      name: `Erneut kaufen: alle Artikel der Bestellung ${number}`,
    });
    await buyAgain.focus();
    await page.keyboard.press('Enter');
    const outcome = page.getByRole('status');
    await expect(outcome).toBeFocused();
    await expect(outcome).toContainText('2 Artikel liegen jetzt in Ihrem Warenkorb.');
    await expect(outcome).toContainText('Daunen-Kopfkissen 80 × 80 cm – leider ausverkauft');
    // The shop's basket, where the shop header's basket link leads too.
    await expect(outcome.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      /\/warenkorb$/,
    );
    expect(await basketItems(page)).toEqual([
      { baseProductNo: '100001', sku: '100001-01', quantity: 1 },
      { baseProductNo: '100010', sku: '100010-01', quantity: 1 },
    ]);
    await expectAccessibleAtEveryWidth(page);

    // One item again, by its own button: the basket adds to it.
    await page
      .getByRole('button', { name: 'Erneut kaufen: Edelstahl-Pfannenset, 3-teilig' })
      .click();
    await expect(page.getByRole('status')).toContainText(
      '1 Artikel liegt jetzt in Ihrem Warenkorb.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    expect(await basketItems(page)).toContainEqual({
      baseProductNo: '100001',
      sku: '100001-01',
      quantity: 2,
    });
  });

  test(`${country}: every open invoice downloads as PDF from the open invoices`, async ({
    page,
  }) => {
    await logInAt(page, shop, '/open-invoices');
    await downloadInvoice(page, `RE${orderNumber(country, 5)}`);
    await expectAccessibleAtEveryWidth(page);
  });
}
