import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { newestMail } from '../support/mail';
import { amount, expectAccessible, logInAt, orderNumber } from '../support/orders';
import { seededAt } from '../support/seeded-at';
import { shops } from '../support/shops';
import { todaysOrder } from '../support/todays-order';

const { DE, CH } = shops;

test.describe('order history', () => {
  test('lists the orders newest first with total, status and item images, page by page', async ({
    page,
  }) => {
    await logInAt(page, DE, '/home');
    await page
      .getByRole('navigation', { name: 'Mein Konto', exact: true })
      .getByRole('link', { name: 'Alle Bestellungen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
    await expect(page.getByText('Sie haben 12 Bestellungen.')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.nth(0)).toContainText(`Bestellnummer ${orderNumber('DE', 1)}`);
    const second = page.getByRole('article', { name: `Bestellnummer ${orderNumber('DE', 2)}` });
    await expect(second).toContainText('Erfasst');
    await expect(second).toContainText(amount('155,94 €'));
    await expect(second).toContainText('Akku-Handstaubsauger');
    const image = second.locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole('article', { name: `Bestellnummer ${orderNumber('DE', 4)}` }),
    ).toContainText('Vom Hersteller versendet');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByText('12 von 12 Bestellungen angezeigt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('article', { name: `Bestellnummer ${orderNumber('DE', 12)}` }),
    ).toContainText('Teilweise storniert');

    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a customer with 500 orders gets them ten at a time', async ({ page }) => {
    await logInAt(page, DE, '/orders', 'erika.viel@example.de');
    await expect(page.getByText('Sie haben 500 Bestellungen.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
    await expect(page.getByRole('article')).toHaveCount(20);
    await expect(page.getByText('20 von 500 Bestellungen angezeigt')).toBeVisible();
  });

  test('a failed load shows the error with a retry', async ({ page }) => {
    await logInAt(page, DE, '/home');
    await page.route('**/api/order-history/orders?*', (route) =>
      route.fulfill({ status: 503, json: { errorKey: 'INTERNAL_SERVER_ERROR' } }),
    );
    await page
      .getByRole('navigation', { name: 'Mein Konto', exact: true })
      .getByRole('link', { name: 'Alle Bestellungen' })
      .click();
    await expect(page.getByRole('alert')).toContainText(
      'Ihre Bestellungen konnten gerade nicht geladen werden.',
    );
    await expectAccessible(page);
    await page.unroute('**/api/order-history/orders?*');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('article')).toHaveCount(10);
  });
});

test.describe('order detail', () => {
  test('shows items, amounts, payment, address and the current tracking step', async ({ page }) => {
    const number = orderNumber('DE', 5);
    await logInAt(page, DE, `/orders/${number}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestellung ${number}` }),
    ).toBeVisible();
    const items = page.getByRole('table', { name: `Artikel der Bestellung ${number}` });
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items.getByRole('row', { name: /Kaschmir-Pullover/ })).toContainText(
      amount('129,00 €'),
    );
    await expect(page.getByText('Zwischensumme')).toBeVisible();
    // The order's summary, among the description lists of its parcels.
    const summary = page.locator('dl').filter({ hasText: 'Zwischensumme' });
    await expect(summary).toContainText(amount('184,85 €'));
    await expect(summary).toContainText('Rechnung');
    await expect(page.locator('address')).toContainText('Musterstraße 12');
    const current = page.locator('[aria-current="step"]');
    await expect(current).toContainText('Versendet');
    await expect(page.getByRole('link', { name: 'Vertrag widerrufen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Zurück zur Bestellübersicht' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('an order checked first starts its tracking with "Eingegangen"; an unknown order is not found', async ({
    page,
  }) => {
    await logInAt(page, DE, `/orders/${orderNumber('DE', 2)}`);
    await expect(page.locator('[aria-current="step"]')).toContainText('Eingegangen');
    await page.goto(`${DE.origin}/orders/${orderNumber('CH', 2)}`);
    await expect(
      page.getByRole('heading', { name: 'Diese Bestellung finden wir nicht' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test('on a phone the order items are cards with amount and status in view, nothing off-screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAt(page, DE, `/orders/${orderNumber('DE', 5)}`);
  const items = page.locator('table', {
    hasText: `Artikel der Bestellung ${orderNumber('DE', 5)}`,
  });
  for (const text of [amount('129,00 €'), /In Lieferung/]) {
    const value = items.locator('td').filter({ hasText: text }).first();
    await expect(value).toBeVisible();
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('on a phone the open invoices show amount and status of each invoice without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAt(page, DE, '/open-invoices');
  const first = page.locator('tbody tr').first();
  for (const label of ['Offener Betrag', 'Status']) {
    const value = first.locator(`td[data-label="${label}"]`);
    await expect(value).toBeVisible();
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('return period: an order delivered 66 days ago shows that its return period is over and offers no return', async ({
  page,
}) => {
  await logInAt(page, DE, `/orders/${orderNumber('DE', 12)}`);
  await expect(
    page.getByText(
      /Die Rückgabefrist für diese Bestellung ist am \d{2}\.\d{2}\.\d{4} abgelaufen\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveCount(0);
});

test('return: items are required, a failure can be cleared, success announces the return until the parcel arrives', async ({
  page,
}) => {
  const number = orderNumber('DE', 7);
  await logInAt(page, DE, `/orders/${number}`);
  // Delivered three days ago: the last return day is 30 days after delivery.
  const lastDay = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(seededAt().getTime() + 27 * 86_400_000));
  await expect(
    page.getByText(`Sie können Artikel dieser Bestellung bis zum ${lastDay} zurücksenden.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel zurücksenden' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie Folgendes' }),
  ).toContainText('Wählen Sie mindestens einen Artikel aus.');
  await expectAccessible(page);

  await page.getByLabel(/Edelstahl-Pfannenset/).check();
  await page
    .getByLabel('Warum senden Sie „Edelstahl-Pfannenset, 3-teilig“ zurück?')
    .selectOption({ label: 'Beschädigt oder defekt' });
  await page.route('**/api/orders/orders/return', (route) =>
    route.fulfill({ status: 500, json: { errorKey: 'INTERNAL_SERVER_ERROR' } }),
  );
  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  await expect(page.getByText('Oh je, da hat etwas nicht funktioniert...')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Meldung ausblenden' }).click();
  await expect(page.getByText('Oh je, da hat etwas nicht funktioniert...')).toHaveCount(0);

  await page.unroute('**/api/orders/orders/return');
  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zur Bestellung', exact: true }).click();
  await expect(page.getByText('Rücksendung angemeldet').first()).toBeVisible();
  await expect(page.getByText(/^Ihre Rücksendung ist angemeldet\./)).toBeVisible();
  await expect(
    page.getByText('Zu dieser Bestellung ist eine Rücksendung bei uns eingegangen.'),
  ).toHaveCount(0);
});

test('cancel: minutes left, a required reason, the error state, then cancel-success with e-mail and refund note', async ({
  page,
}) => {
  const number = todaysOrder('DE');
  await logInAt(page, DE, `/orders/${number}`);
  // Hours and minutes, never "1092 Minuten".
  await expect(
    page.getByText(
      /Sie können diese Bestellung noch \d+ (Std\.|Min\.)( \d+ Min\.)? lang online stornieren\./,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const modal = page.getByRole('dialog', { name: `Bestellung ${number} stornieren` });
  await expect(modal).toBeVisible();
  await expect(
    modal.getByRole('heading', { name: `Bestellung ${number} stornieren` }),
  ).toBeFocused();
  await expectAccessible(page);

  // A reason chosen before the modal was dismissed is gone when it opens again; Enter on a
  // reason cancels nothing, and the first button keeps the order.
  await modal.getByLabel('Anderer Grund').check();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${DE.origin}/orders/${number}`);
  await modal.getByRole('button', { name: 'Bestellung behalten' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
  await expect(modal.getByLabel('Anderer Grund')).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('radio').first()).toBeFocused();
  await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
  await expect(
    modal.getByRole('group', { name: 'Warum möchten Sie die Bestellung stornieren?' }),
  ).toContainText('Bitte wählen Sie einen Grund aus.');
  await expectAccessible(page);

  await modal.getByLabel('Versehentlich bestellt').check();
  await page.route('**/api/orders/order/*/cancel', (route) =>
    route.fulfill({ status: 500, json: { errorKey: 'INTERNAL_SERVER_ERROR' } }),
  );
  await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
  await expect(modal.getByRole('alert')).toContainText(
    'Die Bestellung konnte nicht storniert werden.',
  );
  await expectAccessible(page);
  await page.unroute('**/api/orders/order/*/cancel');

  await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
  await expect(page).toHaveURL(`${DE.origin}/orders/${number}/cancel-success`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Bestellung ist storniert' }),
  ).toBeVisible();
  await expect(page.getByText(`Bestätigung an ${DE.customer.email}`)).toBeVisible();
  await expect(page.getByText('innerhalb von 3 Tagen')).toBeVisible();
  await expectAccessible(page);
  expect((await newestMail(page, DE.customer.email, 'order-cancellation')).subject).toBe(
    `Ihre Bestellung ${number} ist storniert`,
  );

  await page.goto(`${DE.origin}/orders/${number}`);
  await expect(page.getByText('Storniert').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
});

test('withdrawal: two steps with a confirmation, and the receipt by e-mail', async ({ page }) => {
  const number = orderNumber('DE', 8);
  await logInAt(page, DE, `/orders/${number}`);
  await expect(page.getByText(/noch bis zum \d{2}\.\d{2}\.\d{4} widerrufen/)).toBeVisible();
  await page.getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page.getByText('Schritt 1 von 2')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Lederhandtasche, cognac' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
  await expect(page.getByText('Schritt 2 von 2')).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`am \\d{2}\\.\\d{2}\\.\\d{4} um \\d{2}:\\d{2} Uhr erhalten.*${DE.customer.email}`),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const mail = await newestMail(page, DE.customer.email, 'withdrawal-receipt');
  expect(mail.subject).toBe(`Eingangsbestätigung Ihres Widerrufs zur Bestellung ${number}`);
  expect(mail.text).toContain('Lederhandtasche, cognac');
  expect(mail.text).toMatch(/haben wir am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr erhalten/);

  await page.getByRole('link', { name: 'Zur Bestellung', exact: true }).click();
  await expect(page.getByText(/Ihren Widerruf haben wir am .* erhalten/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
});

test('open invoices: overdue marked, balance, sorted by due date descending and on request ascending', async ({
  page,
}) => {
  await logInAt(page, DE, '/home');
  await page
    .getByRole('navigation', { name: 'Mein Konto', exact: true })
    .getByRole('link', { name: 'Offene Rechnungen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offene Rechnungen' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Ihre offenen Rechnungen' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  const firstColumn = () => rows.locator('th[scope="row"]').allTextContents();
  const descending = ['RE71010007', 'RE71010005', 'RE71010004', 'RE71010009', 'RE71010012'];
  expect(await firstColumn()).toEqual(descending);
  await expect(rows.filter({ hasText: 'Überfällig' })).toHaveCount(2);
  await expect(page.getByText('Offener Betrag gesamt')).toContainText('€');
  await expect(
    page.getByText(
      'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Sortieren nach Fälligkeit').selectOption('asc');
  await expect(page).toHaveURL(/\/open-invoices\?sort=asc$/);
  await expect.poll(firstColumn).toEqual([...descending].reverse());
  await page.reload();
  await expect.poll(firstColumn).toEqual([...descending].reverse());
  await expectNoAxeViolations(page);
});

test.describe('Swiss shop', () => {
  test('shows orders and invoices in CHF with the Swiss payment terms and no withdrawal', async ({
    page,
  }) => {
    await logInAt(page, CH, '/orders');
    await expect(
      page.getByRole('article', { name: `Bestellnummer ${orderNumber('CH', 2)}` }),
    ).toContainText(/CHF\s167\.80/);
    await page.getByRole('link', { name: `Bestellnummer ${orderNumber('CH', 8)}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber('CH', 8)}` }),
    ).toBeVisible();
    await expect(page.locator('dl').filter({ hasText: 'Versandkosten' })).toContainText(
      /CHF\s7\.90/,
    );
    await expect(page.locator('address')).toContainText('Bahnhofstrasse 21');
    await expect(page.getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${CH.origin}/open-invoices`);
    await expect(page.getByText('Offener Betrag gesamt')).toContainText('CHF');
    await expect(
      page.getByText('Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Lastschrift: Die Belastung Ihres Kontos erfolgt frühestens 14 Tage nach Versand.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a Swiss customer cancels today’s order and returns a delivered item', async ({ page }) => {
    const today = todaysOrder('CH');
    await logInAt(page, CH, `/orders/${today}`);
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Ich habe es mir anders überlegt').check();
    await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
    await expect(page.getByText(`Bestätigung an ${CH.customer.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schliessen' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${CH.origin}/orders/${orderNumber('CH', 7)}/returns`);
    await page.getByLabel(/Daunen-Kopfkissen/).check();
    await page
      .getByLabel('Warum senden Sie „Daunen-Kopfkissen 80 × 80 cm“ zurück?')
      .selectOption({ label: 'Passt nicht' });
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
