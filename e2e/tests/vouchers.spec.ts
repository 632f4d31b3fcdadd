import type { Page } from '@playwright/test';
import { paths, shopDateAfter, shopTimeZoneOfLocale } from '@account/contracts';
import { createAccount } from '../support/accounts';
import { expectAccessibleAtEveryWidth } from '../support/axe';
import { openLoggedIn } from '../support/login';
import { seededAt } from '../support/seeded-at';
import { shops, type Shop } from '../support/shops';
import { expect, test } from '../support/test';

const PASSWORD = 'Gutschein-Probe-2026';

/** Amounts as each shop writes them (Intl): 15,00 € in Germany, € 15,00 in Austria, CHF 15.00. */
const money = (shop: Shop, amount: number) =>
  ({
    'de-DE': new RegExp(`${amount},00\\s€`),
    'de-AT': new RegExp(`€\\s${amount},00`),
    'de-CH': new RegExp(`CHF\\s${amount}\\.00`),
  })[shop.locale];

/** Percentages likewise: 10 % in Germany and Austria, 10% in Switzerland. */
const percent = (shop: Shop, value: number) =>
  new RegExp(`^${value}${shop.locale === 'de-CH' ? '' : '\\s'}%\\sRabatt$`);

/** A demo voucher's last day (seeded that many days from the seed's day), as the page shows it. */
const lastDay = (shop: Shop, days: number) => {
  const [year, month, day] = shopDateAfter(
    seededAt(),
    days,
    shopTimeZoneOfLocale(shop.locale),
  ).split('-');
  return `${day}.${month}.${year}`;
};

const vouchersList = (page: Page) => page.getByRole('list', { name: 'Ihre Gutscheine' });

for (const shop of [shops.DE, shops.AT, shops.CH]) {
  test(`Meine Gutscheine: every voucher from the side navigation, usable first, used ones labelled, code copied (${shop.locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin });
    await openLoggedIn(page, `${shop.origin}${paths.home()}`, shop.customer.email);
    await page
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Meine Gutscheine' })
      .click();
    await expect(page).toHaveURL(`${shop.origin}${paths.profile.vouchers()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Gutscheine' })).toBeVisible();

    const cards = vouchersList(page).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    // Usable first, the one that runs out soonest on top; then the redeemed and the expired one.
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Versandkostenfrei bestellen',
      new RegExp(`^${money(shop, 15).source} Rabatt$`),
      percent(shop, 10),
      new RegExp(`^${money(shop, 5).source} Rabatt$`),
      percent(shop, 20),
    ]);
    await expect(cards.nth(0)).toContainText('Einlösbar');
    await expect(cards.nth(0)).toContainText(`Gültig bis${lastDay(shop, 7)}`);
    await expect(cards.nth(0)).toContainText('Mindestbestellwertkeiner');
    await expect(cards.nth(1)).toContainText(
      new RegExp(`Mindestbestellwert${money(shop, 50).source}`),
    );
    await expect(cards.nth(1)).toContainText(`Gültig bis${lastDay(shop, 30)}`);
    await expect(cards.nth(3)).toContainText('Eingelöst');
    await expect(cards.nth(3).getByRole('button')).toHaveCount(0);
    await expect(cards.nth(4)).toContainText('Abgelaufen');
    await expect(cards.nth(4)).toContainText(`War gültig bis${lastDay(shop, -25)}`);
    await expect(cards.nth(4).getByRole('button')).toHaveCount(0);

    const autumn = cards.nth(1);
    const code = (await autumn.getByText(/^HERBST-/).textContent()) ?? '';
    await autumn.getByRole('button', { name: `Code kopieren: ${code}` }).click();
    await expect(autumn).toContainText('Code kopiert');
    await expect(page.getByTestId('live-region')).toHaveText('Code kopiert');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    if (shop.locale === 'de-CH') await expect(page.locator('main')).not.toContainText('ß');

    await expectAccessibleAtEveryWidth(page);
  });

  test(`a new customer's welcome voucher leads to all vouchers (${shop.locale})`, async ({
    page,
  }) => {
    const customer = await createAccount(page, shop, PASSWORD);
    await openLoggedIn(page, `${shop.origin}${paths.home()}`, customer.email, PASSWORD);
    const tile = page.getByRole('article', { name: 'Ihr Willkommensgutschein' });
    await tile.getByRole('link', { name: 'Alle Gutscheine' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Gutscheine' })).toBeVisible();
    const welcome = vouchersList(page).getByRole('listitem');
    await expect(welcome).toHaveCount(1);
    await expect(welcome).toContainText(new RegExp(`${money(shop, 10).source} Rabatt`));
    await expect(welcome).toContainText('Ihr Willkommensgutschein');
    await expect(welcome).toContainText('Einlösbar');
    await expectAccessibleAtEveryWidth(page);
  });
}

test('Meine Gutscheine says when there are none, and offers a retry when they cannot be loaded (DE)', async ({
  page,
}) => {
  const shop = shops.DE;
  // The services give every customer the demo or the welcome vouchers; these two states come
  // from another service's answer.
  await page.route('**/api/cs/user/vouchers/all', (route) =>
    route.fulfill({ json: { vouchers: [] } }),
  );
  await openLoggedIn(page, `${shop.origin}${paths.profile.vouchers()}`, shop.customer.email);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sie haben derzeit keine Gutscheine' }),
  ).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  await page.unroute('**/api/cs/user/vouchers/all');
  await page.route('**/api/cs/user/vouchers/all', (route) =>
    route.fulfill({ status: 500, json: { errorKey: 'INTERNAL_SERVER_ERROR' } }),
  );
  await page.reload();
  await expect(page.getByText('Ihre Gutscheine konnten nicht geladen werden.')).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
  await page.unroute('**/api/cs/user/vouchers/all');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(vouchersList(page).getByRole('listitem')).toHaveCount(5);
});
