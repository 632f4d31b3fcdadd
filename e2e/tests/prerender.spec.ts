import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { errorsOf } from '../support/page-errors';
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
    const errors = errorsOf(page);
    await page.goto(`${shop.origin}/login`);
    // The page turns interactive once React has hydrated it.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByRole('textbox').first().fill('someone@example.de');
    expect(errors).toEqual([]);
  });
}

test('a customer with a session gets the shop frame pre-rendered on protected pages, taken over without a hydration error', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);

  const errors = errorsOf(page);
  const response = await page.goto(`${DE.origin}/orders`);
  const html = await response!.text();
  expect(html).toMatch(/<div id="root" inert><div[^>]*><a href="#main"/);
  expect(html).toContain('</footer>');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(errors).toEqual([]);
});

test('a visitor without a session gets no pre-rendered frame on protected pages and is sent to login', async ({
  page,
}) => {
  const response = await page.goto(`${DE.origin}/orders`);
  expect(await response!.text()).toMatch(/<div id="?root"?><\/div>/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});
