import type { Page } from '@playwright/test';
import { paths } from '@account/contracts';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { logInAt, orderNumber } from '../support/orders';
import { shops } from '../support/shops';

const { DE } = shops;
const ERIKA = 'erika.viel@example.de';
const SESSION_ENDED =
  'Sie wurden abgemeldet. Bitte melden Sie sich erneut an – Ihre Eingaben bleiben erhalten.';
const MESSAGE = 'Mein Paket ist beschädigt angekommen, bitte melden Sie sich.';

/** The access token expired and the refresh token is gone: the next call's refresh is refused. */
async function endSessionOnTheServer(page: Page): Promise<void> {
  const context = page.context();
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(
    cookies.filter((cookie) => cookie.name !== 'av_access' && cookie.name !== 'av_refresh'),
  );
}

/**
 * Logs out in a second tab of the same browser, as a customer with two tabs open would. The tab
 * stays open: the logout shows post-logout at once and tells the other tabs only when the
 * service has answered, so closing it straight away could cut that short.
 */
async function logOutInAnotherTab(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto(`${DE.origin}${paths.home()}`);
  await other
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(other).toHaveURL(/\/post-logout$/);
}

async function expectSignedOutLogin(page: Page, returnTo: string): Promise<void> {
  await expect(page).toHaveURL(
    `${DE.origin}/login?returnTo=${encodeURIComponent(returnTo)}&reason=session-ended`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
}

test('a session that ends mid-visit leads to login, saying why, and login leads back', async ({
  page,
}) => {
  await logInAt(page, DE, '/orders');
  await expect(page.getByRole('article')).toHaveCount(10);
  await endSessionOnTheServer(page);

  await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
  await expectSignedOutLogin(page, '/orders');
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }

  await logIn(page, DE.customer.email);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the login page opened with the reason says why, taken over without a hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${DE.origin}/login?returnTo=%2Forders&reason=session-ended`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
  expect(errors).toEqual([]);
});

test('a logout in another tab ends the session here at once, and the support message typed here survives the login', async ({
  page,
}) => {
  const form = paths.service.contactForm();
  await logInAt(page, DE, form);
  await page.getByLabel('Worum geht es?').selectOption({ label: 'Lieferung' });
  await page.getByLabel('Ihre Nachricht', { exact: true }).pressSequentially(MESSAGE);

  await logOutInAnotherTab(page);
  // No click here: this tab learns it from the other one.
  await expectSignedOutLogin(page, form);

  await logIn(page, DE.customer.email);
  await expect(page).toHaveURL(`${DE.origin}${form}`);
  await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveValue(MESSAGE);
  await expect(page.getByLabel('Worum geht es?')).toHaveValue('delivery');
  await expect(page.getByLabel('E-Mail-Adresse für unsere Antwort')).toHaveValue(DE.customer.email);

  // Sent, the draft is done: the next message starts empty.
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' });
  await sent.getByRole('link', { name: 'Zurück zu Kontakt' }).click();
  await page.getByRole('link', { name: 'Nachricht schreiben' }).click();
  await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveValue('');
});

test('a message typed before the session ended is never shown to another customer who logs in', async ({
  page,
}) => {
  const form = paths.service.contactForm();
  await logInAt(page, DE, form);
  await page.getByLabel('Ihre Nachricht', { exact: true }).pressSequentially(MESSAGE);
  await endSessionOnTheServer(page);
  await page.getByLabel('Worum geht es?').selectOption({ label: 'Lieferung' });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expectSignedOutLogin(page, form);

  await logIn(page, ERIKA);
  await expect(page).toHaveURL(`${DE.origin}${form}`);
  await expect(page.getByLabel('E-Mail-Adresse für unsere Antwort')).toHaveValue(ERIKA);
  await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveValue('');
});

test('an address form and a return selection survive a session that ended in another tab', async ({
  page,
}) => {
  await logInAt(page, DE, paths.addresses.add());
  await page.getByLabel('Vorname', { exact: true }).pressSequentially('Erika');
  await page.getByLabel('Ort', { exact: true }).pressSequentially('Berlin');
  await logOutInAnotherTab(page);
  await expectSignedOutLogin(page, paths.addresses.add());
  await logIn(page, DE.customer.email);
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Berlin');
  // Cancelled while logged in, the draft is gone: the next new address starts empty.
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' }).click();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('');

  const returns = `/orders/${orderNumber('DE', 7)}/returns`;
  await page.goto(`${DE.origin}${returns}`);
  const item = page.getByRole('checkbox').first();
  await item.check();
  await logOutInAnotherTab(page);
  await expectSignedOutLogin(page, returns);
  await logIn(page, DE.customer.email);
  await expect(page).toHaveURL(`${DE.origin}${returns}`);
  await expect(page.getByRole('checkbox').first()).toBeChecked();
});

test('a service that never answers ends in the error state with a retry after 15 s', async ({
  page,
}) => {
  await page.clock.install();
  // Held without an answer, as a hung service would.
  await page.route('**/api/order-history/orders?*', () => undefined);
  const held = page.waitForRequest('**/api/order-history/orders?*');
  await logInAt(page, DE, '/orders');
  await held;
  await expect(page.getByText('Wird geladen …')).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('alert')).toContainText(
    'Ihre Bestellungen konnten gerade nicht geladen werden.',
  );
  await page.unroute('**/api/order-history/orders?*');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('article')).toHaveCount(10);
});

test.describe('on a slow network (2.5 s for every call)', () => {
  for (const { path, heading } of [
    { path: paths.orders.history(), heading: 'Meine Bestellungen' },
    { path: paths.addresses.start(), heading: 'Meine Adressen' },
  ]) {
    test(`${path} opened directly shows its navigation and skeleton at once`, async ({ page }) => {
      await logInAt(page, DE, paths.home());
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      const opened = Date.now();
      await page.goto(`${DE.origin}${path}`, { waitUntil: 'commit' });
      const navigation = page.getByRole('navigation', { name: 'Mein Konto' });
      await expect(navigation).toBeVisible({ timeout: 1000 });
      await expect(page.getByRole('main').getByRole('status')).toBeVisible({ timeout: 1000 });
      expect(Date.now() - opened).toBeLessThan(1500);
      // Then the page itself, once the login state and its data have come.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: 15_000,
      });
      await expect(navigation.getByRole('link', { name: 'Alle Bestellungen' })).toBeVisible();
    });
  }

  test('the skeletons pass axe at every width', async ({ page }) => {
    await logInAt(page, DE, paths.home());
    // Held: the login state never arrives, so the skeletons stay for axe to look at.
    await page.route('**/api/**', () => undefined);
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${DE.origin}${paths.orders.history()}`, { waitUntil: 'commit' });
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
