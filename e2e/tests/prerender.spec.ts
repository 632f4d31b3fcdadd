import { expect, test } from '@playwright/test';
import { shops } from '../support/shops';

const { DE, AT, CH } = shops;

test('the login page arrives pre-rendered in the texts of the shop it is opened at', async ({
  browser,
}) => {
  // Without scripts the page shows what the HTML itself carries: the frame and the first login step.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${DE.origin}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeAttached();
  await expect(page.locator('label[for="username"]')).toHaveText(
    'E-Mail-Adresse oder Kundennummer',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Kundenservice');
  // The styles the markup uses come inline with it.
  await expect(page.locator('head style[data-emotion^="css "]')).toHaveCount(1);

  // The Swiss shop takes e-mail only and its texts have no "ß".
  await page.goto(`${CH.origin}/login?returnTo=%2Forders`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.locator('label[for="username"]')).toHaveText('E-Mail-Adresse');
  expect(await page.content()).not.toContain('ß');
  await context.close();
});

for (const shop of [DE, AT, CH]) {
  test(`React takes the pre-rendered login page over without a hydration error (${shop.locale})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shop.origin}/login`);
    // The page turns interactive once React has hydrated it.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByRole('textbox').first().fill('someone@example.de');
    expect(errors).toEqual([]);
  });
}
