import type { Page } from '@playwright/test';
import { shopTimeZoneOfLocale } from '@account/contracts';
import { expect, test } from '../support/test';
import { expectAccessibleAtEveryWidth, logInAt, orderNumber } from '../support/orders';
import { seededAt } from '../support/seeded-at';
import { shops, type Shop } from '../support/shops';

// Issue 40, "When it arrives": the demo order out for delivery (seq 5) is expected by the end of
// the seed's shop day; the delivered one (seq 7) was delivered three shop days before it.
const IN_DELIVERY = 5;
const DELIVERED = 7;

/** "Mi., 3.12." for the shop day `daysBefore` days before the seed's, as the shop's customers read it. */
function shopDay(shop: Shop, daysBefore: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: shopTimeZoneOfLocale(shop.locale),
  })
    .format(seededAt())
    .split('-')
    .map(Number) as [number, number, number];
  // Noon UTC of that calendar day, read in UTC: no time zone can move it to another day.
  const noon = new Date(Date.UTC(year, month - 1, day - daysBefore, 12));
  return new Intl.DateTimeFormat(shop.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}

const step = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Sendungsverlauf' })
    .getByRole('listitem')
    .filter({ hasText: name });

for (const [country, shop] of Object.entries(shops) as [keyof typeof shops, Shop][]) {
  test.describe(`when an order arrives in the ${country} shop`, () => {
    test('an order out for delivery says when it is expected, on its card and its page, with dated steps', async ({
      page,
    }) => {
      const today = shopDay(shop, 0);
      const number = orderNumber(country, IN_DELIVERY);
      await logInAt(page, shop, `/orders?q=${number}`);
      const card = page.getByRole('article').filter({ hasText: `Bestellnummer ${number}` });
      await expect(card.locator('dt:has-text("Voraussichtliche Lieferung") + dd')).toHaveText(
        today,
      );

      await page.goto(`${shop.origin}/orders/${number}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Bestellung ${number}` }),
      ).toBeVisible();
      await expect(page.getByText(`Voraussichtliche Lieferung ${today}`)).toBeVisible();
      await expect(step(page, 'Bestätigt')).toContainText(shopDay(shop, 4));
      await expect(step(page, 'Zugestellt')).toContainText(`voraussichtlich ${today}`);
      await expectAccessibleAtEveryWidth(page);
    });

    test('a delivered order says when it was delivered and promises nothing more', async ({
      page,
    }) => {
      const delivered = shopDay(shop, 3);
      const number = orderNumber(country, DELIVERED);
      await logInAt(page, shop, `/orders/${number}`);
      await expect(page.getByText(`Zugestellt am ${delivered}`)).toBeVisible();
      await expect(step(page, 'Zugestellt')).toContainText(delivered);
      await expect(page.getByText(/Voraussichtliche Lieferung|voraussichtlich/)).toHaveCount(0);
      await expectAccessibleAtEveryWidth(page);
    });
  });
}
