import type { Page } from '@playwright/test';
import { shopTimeZoneOfLocale, trackingPageOf } from '@account/contracts';
import { expect, test } from '../support/test';
import {
  expectAccessibleAtEveryWidth,
  logInAt,
  orderNumber,
  parcelsOfOrderSix,
} from '../support/orders';
import { seededAt } from '../support/seeded-at';
import { shops, type Shop } from '../support/shops';

// Issue 40, "When it arrives": the demo order out for delivery (seq 5) is expected by the end of
// the seed's shop day; the delivered one (seq 7) was delivered three shop days before it.
// "Where it is": seq 6 travels in two parcels where the raised bed is sold (DE, AT), the bed by
// freight forwarder; in the Swiss shop it is the pans alone, by Swiss Post.
const IN_DELIVERY = 5;
const IN_TWO_PARCELS = 6;
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

    test('an order shows each of its parcels with its carrier, linked to the carrier’s tracking page', async ({
      page,
    }) => {
      const number = orderNumber(country, IN_TWO_PARCELS);
      await logInAt(page, shop, `/orders/${number}`);
      const parcels = page.getByRole('region', { name: 'Ihre Sendungen' }).getByRole('listitem');
      const expected = parcelsOfOrderSix[country];
      await expect(parcels).toHaveCount(expected.length);
      for (const [index, [name, carrier]] of expected.entries()) {
        const parcel = parcels.nth(index);
        await expect(parcel.locator('dt:has-text("Versand mit") + dd')).toHaveText(name);
        const link = parcel.getByRole('link', {
          name: /öffnet die Sendungsverfolgung in neuem Tab/,
        });
        const parcelNumber = (
          await parcel.locator('dt:has-text("Sendungsnummer") + dd').textContent()
        )
          ?.replace(/\s*\(öffnet.*$/, '')
          .trim() as string;
        expect(parcelNumber).toMatch(/^[A-Z0-9]{10,}$/);
        await expect(link).toHaveAttribute('href', trackingPageOf(carrier, parcelNumber));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(parcel.getByText(/^Voraussichtliche Lieferung$/)).toBeVisible();
      }
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
