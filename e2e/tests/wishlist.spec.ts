import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectAccessibleAtEveryWidth, expectNoAxeViolations } from '../support/axe';
import { openLoggedIn } from '../support/login';
import { linksOfNewest } from '../support/opt-ins';
import { orderNumber } from '../support/orders';
import { shops, type Shop } from '../support/shops';

const { DE, AT, CH } = shops;
const start = paths.wishlist.start();

async function openWishlist(page: Page, shop: Shop) {
  await openLoggedIn(page, `${shop.origin}${start}`, shop.customer.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
}

const item = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name, exact: true }),
    });

/** How many mails of a kind the development mailbox holds for an address. */
async function mailCount(page: Page, to: string, kind: string): Promise<number> {
  const response = await page.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Array<{ kind: string }>).filter((mail) => mail.kind === kind)
    .length;
}

// Before the area's other tests: the Austrian one empties Anna's wishlist.
for (const shop of [DE, AT, CH]) {
  test(`a sold-out item says so once and reminds by the double opt-in, shown on the item and cancelled there (${shop.locale})`, async ({
    page,
  }) => {
    await openWishlist(page, shop);
    const soldOut = page
      .getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' })
      .getByRole('listitem')
      .filter({ hasText: 'Ausverkauft' });
    await expect(soldOut).toHaveCount(1);
    await expect(soldOut.getByText(/ausverkauft/i)).toHaveCount(1);
    const name = (await soldOut.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const mailsBefore = await mailCount(page, shop.customer.email, 'stock-reminder-doi');

    await soldOut.getByRole('button', { name: `Benachrichtigen, wenn verfügbar: ${name}` }).click();
    await expect(soldOut).toContainText('Bitte bestätigen Sie die Erinnerung');
    await expect(
      soldOut.getByRole('button', { name: `Erinnerung abbestellen: ${name}` }),
    ).toBeFocused();
    await expectAccessibleAtEveryWidth(page);

    // The confirmation mail of the shop's stock reminder, to the customer's own address.
    const [confirm] = await linksOfNewest(
      page,
      shop.customer.email,
      'stock-reminder-doi',
      mailsBefore + 1,
    );
    await page.goto(confirm!);
    await page.getByRole('button', { name: 'Erinnerung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre Erinnerung ist aktiv' }),
    ).toBeVisible();
    await expect(page.getByText(name, { exact: false })).toBeVisible();

    await page.goto(`${shop.origin}${start}`);
    await expect(soldOut).toContainText('Erinnerung aktiv');
    await expectAccessibleAtEveryWidth(page);

    await soldOut.getByRole('button', { name: `Erinnerung abbestellen: ${name}` }).click();
    await expect(
      soldOut.getByRole('button', { name: `Benachrichtigen, wenn verfügbar: ${name}` }),
    ).toBeFocused();
    await expect(page.getByTestId('live-region')).toHaveText(
      `Die Erinnerung zu ${name} ist abbestellt.`,
    );
    await page.reload();
    await expect(
      soldOut.getByRole('button', { name: `Benachrichtigen, wenn verfügbar: ${name}` }),
    ).toBeVisible();
    await expect(soldOut).not.toContainText('Erinnerung aktiv');
  });
}

test.describe('wishlist area', () => {
  test('a German customer adds an item to the basket, sees it leave after 1.5 s, and removes another', async ({
    page,
  }) => {
    await openWishlist(page, DE);
    await expect(page.getByText('6 Artikel auf Ihrer Wunschliste')).toBeVisible();
    const pullover = item(page, 'Kaschmir-Pullover mit Rundhals');
    await expect(pullover).toContainText('Größe: M');
    await expect(pullover).toContainText('129,00 €');
    // The stock said once: the count, not also "Nur noch wenige verfügbar".
    await expect(pullover).toContainText('Nur noch 3 Stück verfügbar');
    await expect(pullover).not.toContainText('Nur noch wenige verfügbar');
    await expect(pullover).toContainText('Lieferzeit: 2–4 Werktage');
    await expect(pullover.getByRole('link')).toHaveAttribute('href', '/p/product/100002');
    const dress = item(page, 'Jersey-Kleid mit Wickeloptik');
    await expect(dress).toContainText('Ausverkauft');
    await expect(dress.getByRole('button', { name: /in den Warenkorb legen/ })).toHaveCount(0);
    await expect(item(page, 'Heißluftfritteuse XXL, 5,5 l')).toContainText('statt 183,99 €');
    await expectNoAxeViolations(page);

    await pullover
      .getByRole('button', { name: 'Kaschmir-Pullover mit Rundhals in den Warenkorb legen' })
      .click();
    await expect(pullover).toContainText(
      'Kaschmir-Pullover mit Rundhals liegt jetzt in Ihrem Warenkorb.',
    );
    const addedAt = Date.now();
    await expect(pullover).toHaveCount(0);
    expect(Date.now() - addedAt).toBeGreaterThan(1000);
    await expect(page.getByText('5 Artikel auf Ihrer Wunschliste')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Kaschmir-Pullover mit Rundhals wurde in den Warenkorb gelegt und von der Wunschliste genommen.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    // What the shop's basket now holds for this browser's shop session.
    const basket = await page.evaluate(async () => {
      const { id } = JSON.parse(localStorage.getItem('shopSessionId') ?? '{}') as { id: string };
      const response = await fetch('/api/basket/basket', { headers: { 'X-SessionId': id } });
      return (await response.json()) as { items: unknown[] };
    });
    expect(basket.items).toEqual([{ baseProductNo: '100002', sku: '100002-02', quantity: 1 }]);
    await expectNoAxeViolations(page);

    await item(page, 'Silberring mit Zirkonia')
      .getByRole('button', { name: 'Silberring mit Zirkonia von der Wunschliste entfernen' })
      .click();
    await expect(item(page, 'Silberring mit Zirkonia')).toHaveCount(0);
    await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();

    // Both were patched on the server: a reload lists neither.
    await page.reload();
    await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
    await expect(item(page, 'Kaschmir-Pullover mit Rundhals')).toHaveCount(0);
    await expect(item(page, 'Silberring mit Zirkonia')).toHaveCount(0);

    await page.goto(`${DE.origin}${paths.home()}`);
    const tile = page.getByRole('article', { name: 'Wunschliste' });
    await expect(tile).toContainText('4 Artikel gemerkt, davon 1 ausverkauft');
    await expectNoAxeViolations(page);
  });

  test('a Swiss customer sees CHF and Swiss spelling, a failed add and a failed load with retry', async ({
    page,
  }) => {
    await page.route('**/api/cs/wishlist', (route) =>
      route.fulfill({ status: 500, json: { errorKey: 'INTERNAL_SERVER_ERROR' } }),
    );
    await openWishlist(page, CH);
    await expect(page.getByText('Ihre Wunschliste konnte nicht geladen werden.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/cs/wishlist');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();

    const perfume = item(page, 'Eau de Parfum Blütenzauber, 50 ml');
    await expect(perfume).toContainText('CHF 64.90');
    await expect(perfume).toContainText('Menge: 50 ml');
    await expect(item(page, 'Saphirring 375 Weissgold')).toContainText('Grösse: 17');
    await expect(item(page, 'Feuchtigkeitsmaske, 6 Stück')).toContainText('Ausverkauft');

    await page.route('**/api/basket/basket/items', (route) => route.abort('connectionrefused'));
    await perfume.getByRole('button', { name: /in den Warenkorb legen/ }).click();
    await expect(perfume).toContainText('Das hat leider nicht geklappt.');
    await expectNoAxeViolations(page);
    await page.unroute('**/api/basket/basket/items');
    await perfume.getByRole('button', { name: /in den Warenkorb legen/ }).click();
    await expect(perfume).toHaveCount(0);
    await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  });

  test('an Austrian customer empties the wishlist and is led back to the shop', async ({
    page,
  }) => {
    await openWishlist(page, AT);
    for (let left = 5; left > 0; left -= 1) {
      await expect(page.getByText(`${left} Artikel auf Ihrer Wunschliste`)).toBeVisible();
      await page
        .getByRole('button', { name: /von der Wunschliste entfernen$/ })
        .first()
        .click();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ihre Wunschliste ist leer' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Weiter einkaufen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the returns page warns about sold-out and nearly sold-out products', async ({ page }) => {
    await openLoggedIn(
      page,
      `${DE.origin}/orders/${orderNumber('DE', 7)}/returns`,
      DE.customer.email,
    );
    const pillow = page.getByText(/Daunen-Kopfkissen/);
    await expect(pillow).toContainText('Ausverkauft');
    await expect(pillow).toContainText('ein Umtausch ist nicht möglich');
    await expect(page.getByText(/Edelstahl-Pfannenset|Kuscheldecke/).first()).not.toContainText(
      'Ausverkauft',
    );
    await expectNoAxeViolations(page);
    await page.goto(`${DE.origin}/orders/${orderNumber('DE', 8)}/returns`);
    await expect(page.getByText(/Lederhandtasche/)).toContainText('Nur noch wenige verfügbar');
  });
});
