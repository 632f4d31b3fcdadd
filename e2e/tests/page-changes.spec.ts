import { expect, test, type Page } from '../support/test';
import { recordEvidence } from '../support/evidence';
import { expectHome, logIn } from '../support/login';
import { orderNumber } from '../support/orders';
import { shops } from '../support/shops';

const { DE } = shops;
const title = (page: string) => `${page} – Mein Konto – Shop24 Direkt`;

/** A route change inside the app, as a link click makes it: no reload, the router handles it. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectPageChange(
  page: Page,
  heading: string,
  documentTitle = heading,
  confirms = false,
) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  recordEvidence(page, 'keyboard');
  // A page that confirms what was done hands focus to its confirmation (issue 21: the notice or
  // the heading); every other page to its h1.
  if (confirms) await expect(page.locator('main [role="status"]:focus')).toHaveCount(1);
  else await expect(h1).toBeFocused();
  await expect(page).toHaveTitle(title(documentTitle));
  await expect(page.getByTestId('live-region')).toHaveText(heading);
}

test('after login focus lands on the home h1, not the body, and the page says so', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await expect(page).toHaveTitle(title('Anmelden'));
  // The first load leaves focus where the browser puts it.
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).not.toBeFocused();
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await expectPageChange(page, 'Hallo Max Mustermann', 'Übersicht');
});

test('the password step puts focus into the password field', async ({ page }) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  recordEvidence(page, 'keyboard');
  await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
});

test.describe('every route change names the page in the title and moves focus to its h1', () => {
  const routes: { path: string; heading: string; documentTitle?: string; confirms?: boolean }[] = [
    { path: '/orders', heading: 'Meine Bestellungen' },
    { path: `/orders/${orderNumber('DE', 5)}`, heading: `Bestellung ${orderNumber('DE', 5)}` },
    { path: '/open-invoices', heading: 'Offene Rechnungen' },
    { path: `/orders/${orderNumber('DE', 7)}/returns`, heading: 'Artikel zurücksenden' },
    {
      path: `/orders/${orderNumber('DE', 11)}/cancel-success`,
      heading: 'Ihre Bestellung ist storniert',
      confirms: true,
    },
    { path: `/orders/${orderNumber('DE', 8)}/withdrawal`, heading: 'Vertrag widerrufen' },
    { path: '/orders/99999999', heading: 'Diese Bestellung finden wir nicht' },
    { path: '/gibt-es-nicht', heading: 'Diese Seite gibt es leider nicht' },
    { path: '/under-construction', heading: 'Dieser Bereich wird gerade umgebaut' },
    { path: '/home', heading: 'Hallo Max Mustermann', documentTitle: 'Übersicht' },
  ];

  test.beforeEach(async ({ page }) => {
    await page.goto(`${DE.origin}/login`);
    await logIn(page, DE.customer.email);
    await expectHome(page, 'Max', 'Mustermann', '10012345');
  });

  for (const route of routes) {
    test(route.path, async ({ page }) => {
      // From a page other than the target, so every row is a real change of page.
      await goInApp(page, route.path === '/orders' ? '/open-invoices' : '/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await goInApp(page, route.path);
      await expectPageChange(page, route.heading, route.documentTitle, route.confirms);
    });
  }
});

test('cancel-success shows only for a cancelled order: another order leads to the order itself', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  const number = orderNumber('DE', 6);
  await goInApp(page, `/orders/${number}/cancel-success`);
  await expect(page).toHaveURL(`${DE.origin}/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${number}` })).toBeVisible();
  await expect(page.getByText('Ihre Bestellung ist storniert')).toHaveCount(0);
});

test('the skip link jumps over header and side navigation straight to the content', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await page.goto(`${DE.origin}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  recordEvidence(page, 'keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first stop after the skip is the page's own back link, not the navigation.
  await expect(page.getByRole('link', { name: 'Zurück zu Mein Konto' })).toBeFocused();
  await expect(
    page.getByRole('main').getByRole('navigation', { name: 'Mein Konto', exact: true }),
  ).toHaveCount(0);
});
