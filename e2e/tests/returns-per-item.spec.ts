import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessibleAtEveryWidth, logInAt, orderNumber } from '../support/orders';
import { shops } from '../support/shops';

const HANDBAG = 'Lederhandtasche, cognac';
const DAY_CREAM = 'Anti-Falten-Tagescreme, 50 ml';
const PILLOW = 'Daunen-Kopfkissen 80 × 80 cm';
const BLANKET = 'Kuscheldecke aus Teddyfleece';

const reasonOf = (page: Page, title: string) =>
  page.getByRole('combobox', { name: `Warum senden Sie „${title}“ zurück?` });
const itemBox = (page: Page, title: string) =>
  page.getByRole('checkbox', {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `),
  });

/** Chooses a reason as a keyboard user does: typing its first letters into the focused select. */
async function typeReason(page: Page, select: Locator, typed: string, value: string) {
  await expect(select).toBeFocused();
  await page.keyboard.type(typed);
  await expect(select).toHaveValue(value);
}

/** Whether `first` comes before `second` in the page, which is reading and tab order here. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate(
    (element, after) =>
      Boolean(element.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

for (const country of ['DE', 'AT', 'CH'] as const) {
  const shop = shops[country];

  test(`${country}: "Artikel zurücksenden" stands among the order's actions, beside "Vertrag widerrufen", not below the invoices`, async ({
    page,
  }) => {
    // Order 7: pans, two pillows and a blanket, delivered three days ago.
    const number = orderNumber(country, 7);
    await logInAt(page, shop, `/orders/${number}`);
    const returnCard = page.getByRole('region', { name: 'Artikel zurücksenden' });
    const returnLink = returnCard.getByRole('link', { name: 'Artikel zurücksenden' });
    await expect(returnLink).toHaveAttribute('href', `/orders/${number}/returns`);
    await expect(returnCard).toContainText(/bis zum \d{2}\.\d{2}\.\d{4} zurücksenden/);
    // Above the items and the invoices, not below them.
    const items = page.getByRole('table', { name: `Artikel der Bestellung ${number}` });
    expect(await comesBefore(returnLink, items)).toBe(true);
    expect(await comesBefore(returnLink, page.getByRole('heading', { name: 'Rechnungen' }))).toBe(
      true,
    );
    if (country !== 'CH') {
      // The Swiss shop has no online withdrawal; in the others the two stand side by side.
      const withdrawalCard = page.getByRole('region', { name: 'Vertrag widerrufen' });
      const [withdrawalBox, returnBox] = [
        await withdrawalCard.boundingBox(),
        await returnCard.boundingBox(),
      ];
      expect(returnBox!.y).toBe(withdrawalBox!.y);
      expect(returnBox!.x).toBeGreaterThan(withdrawalBox!.x + withdrawalBox!.width);
      await withdrawalCard.getByRole('link', { name: 'Vertrag widerrufen' }).focus();
      await page.keyboard.press('Tab');
      await expect(returnLink).toBeFocused();
    }
    await expectAccessibleAtEveryWidth(page);
  });

  test(`${country}: "Erneut kaufen" is not offered for the item the order page calls sold out`, async ({
    page,
  }) => {
    // Order 7's pillows are sold out; its blanket is in stock.
    await logInAt(page, shop, `/orders/${orderNumber(country, 7)}`);
    const pillows = page.getByRole('row').filter({ hasText: PILLOW });
    await expect(pillows.first()).toContainText('Ausverkauft');
    await expect(page.getByRole('button', { name: `Erneut kaufen: ${BLANKET}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Erneut kaufen: ${PILLOW}` })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: BLANKET })).not.toContainText(
      'Ausverkauft',
    );
    await expectAccessibleAtEveryWidth(page);
  });

  test(`${country}: the return form shows each item's picture beside its title`, async ({
    page,
  }) => {
    await logInAt(page, shop, `/orders/${orderNumber(country, 8)}/returns`);
    for (const title of [HANDBAG, DAY_CREAM]) {
      const picture = itemBox(page, title).locator('xpath=ancestor::label').locator('img');
      await expect(picture).toHaveAttribute('src', /\/media\/\d+\.svg$/);
      // Decorative: the title beside it names the checkbox.
      await expect(picture).toHaveAttribute('alt', '');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expectAccessibleAtEveryWidth(page);
  });

  test(`${country}: each returned item gets its own reason; a missing one is named in the summary and at the item, and the order shows each`, async ({
    page,
  }) => {
    // The form in three states and the order, each with axe at three widths.
    test.setTimeout(90_000);
    // Order 8: a handbag and a day cream, delivered six days ago.
    const number = orderNumber(country, 8);
    await logInAt(page, shop, `/orders/${number}/returns`);
    await expect(page.getByRole('combobox', { name: /^Warum senden Sie/ })).toHaveCount(0);

    // Both chosen by keyboard; only the day cream gets a reason.
    await itemBox(page, HANDBAG).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(reasonOf(page, HANDBAG)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(itemBox(page, DAY_CREAM)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await typeReason(page, reasonOf(page, DAY_CREAM), 'Besch', 'DEFECTIVE');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Rücksendung anmelden' })).toBeFocused();
    await page.keyboard.press('Enter');

    const message = `Wählen Sie aus, warum Sie „${HANDBAG}“ zurücksenden.`;
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie Folgendes' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([message]);
    await expect(reasonOf(page, HANDBAG)).toHaveAttribute('aria-invalid', 'true');
    await expect(reasonOf(page, HANDBAG)).toHaveAccessibleDescription(message);
    await expect(reasonOf(page, DAY_CREAM)).not.toHaveAttribute('aria-invalid');
    await expectAccessibleAtEveryWidth(page);

    if (country === 'DE') {
      // The handbag stays: unchosen, it needs no reason.
      await itemBox(page, HANDBAG).focus();
      await page.keyboard.press('Space');
      await expect(reasonOf(page, HANDBAG)).toHaveCount(0);
    } else {
      await reasonOf(page, HANDBAG).focus();
      await typeReason(page, reasonOf(page, HANDBAG), 'Entspricht', 'NOT_AS_EXPECTED');
    }
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' }),
    ).toBeVisible();
    const sent = page.getByRole('listitem').filter({ hasText: /^1 × / });
    const expected = [`1 × ${DAY_CREAM} – Beschädigt oder defekt`];
    if (country !== 'DE') expected.unshift(`1 × ${HANDBAG} – Entspricht nicht meinen Erwartungen`);
    await expect(sent).toHaveText(expected);

    // Stored per item: the order shows each returned item's reason.
    await page.getByRole('link', { name: 'Zur Bestellung', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestellung ${number}` }),
    ).toBeVisible();
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    await expect(row(DAY_CREAM)).toContainText('Grund: Beschädigt oder defekt');
    if (country === 'DE') await expect(row(HANDBAG)).not.toContainText('Grund:');
    else await expect(row(HANDBAG)).toContainText('Grund: Entspricht nicht meinen Erwartungen');
    await expectAccessibleAtEveryWidth(page);
  });
}
