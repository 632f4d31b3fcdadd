import { expect, type Page } from '@playwright/test';
import { expectAccessibleAtEveryWidth as atEveryWidth, expectNoAxeViolations } from './axe';
import { logIn } from './login';
import type { ShipmentCarrier } from '@account/contracts';
import type { Shop, shops } from './shops';

/** Demo order numbers (apps/api/src/seed/demo-orders.ts): shop prefix + sequence. */
export const orderNumbers = { DE: '7101', AT: '7201', CH: '7301' } as const;
export const orderNumber = (country: keyof typeof orderNumbers, seq: number) =>
  `${orderNumbers[country]}${String(seq).padStart(4, '0')}`;

/** Intl puts a no-break space between amount and currency; match any space. */
export const amount = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

export async function logInAt(
  page: Page,
  shop: Shop,
  path: string,
  username = shop.customer.email,
): Promise<void> {
  await page.goto(`${shop.origin}${path}`);
  await logIn(page, username);
  await expect(page).toHaveURL(`${shop.origin}${path}`);
}

/**
 * Every screen and state of the orders area is checked with axe once it has settled: no loading
 * status is left (a confirmation's status stays).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]:not([data-testid="confirmation"])')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Issue 21: a changed screen of the orders area, settled, at every width. */
export const expectAccessibleAtEveryWidth = (page: Page) => atEveryWidth(page, expectAccessible);

/**
 * The demo order in two parcels (seq 6) as each shop names its carriers: the pans by the shop's
 * post, the raised bed (not sold in CH) by freight forwarder.
 */
export const parcelsOfOrderSix: Record<keyof typeof shops, [string, ShipmentCarrier][]> = {
  DE: [
    ['DHL', 'dhl'],
    ['Spedition DB Schenker (Sperrgut)', 'freight'],
  ],
  AT: [
    ['Österreichische Post', 'post-at'],
    ['Spedition DB Schenker (Sperrgut)', 'freight'],
  ],
  CH: [['Die Schweizerische Post', 'swiss-post']],
};
