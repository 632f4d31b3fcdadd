import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { errorsOf } from '../support/page-errors';
import { loadedCopies } from '../support/share-scope';
import { shops } from '../support/shops';

const { DE } = shops;
const LOGIN_REMOTE = 'http://localhost:3010/**';
const WISHLIST_REMOTE = 'http://localhost:3016/**';

test('the login area is loaded at run time from its own server', async ({ page }) => {
  const fromRemote: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith('http://localhost:3010/'))
      fromRemote.push(new URL(response.url()).pathname);
  });
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  // The heading is pre-rendered; the page is live only once React took it over with the remote.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(fromRemote).toEqual(expect.arrayContaining(['/remoteEntry.js']));
  // The shell's server put the remote's manifest into the page: the browser does not ask for it.
  expect(fromRemote).not.toContain('/mf-manifest.json');
});

test('a remote whose server is down shows the fallback with retry while the rest keeps working', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // The connection to the remote's server is refused, as when its server is stopped.
  await page.route(LOGIN_REMOTE, (route) => route.abort('connectionrefused'));
  await page.goto(`${DE.origin}/login`);
  await expect(
    page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The pre-rendered login form is replaced by the fallback, not taken over by a page unlike it
  // (the refused connections are the console's other errors).
  expect(errors.filter((error) => error.includes('react.dev/errors'))).toEqual([]);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kundenservice');

  // Other areas still work: the shell's own not-found screen renders on navigation.
  await page.goto(`${DE.origin}/page-not-found`);
  await expect(
    page.getByRole('heading', { name: 'Diese Seite gibt es leider nicht' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

  // The server is back: retry loads the area in place, without reloading the page.
  await page.unroute(LOGIN_REMOTE);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('a remote that fails once (a lost connection, a deploy switching its pointer) loads on the runtime’s own retry', async ({
  page,
}) => {
  let entryRequests = 0;
  await page.route('http://localhost:3010/remoteEntry.js', (route) =>
    ++entryRequests === 1 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto(`${DE.origin}/login`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Dieser Bereich ist gerade nicht erreichbar')).toHaveCount(0);
  expect(entryRequests).toBe(2);
});

test('an area whose server is down shows the fallback inside the frame and the navigation still works', async ({
  page,
}) => {
  await page.route(WISHLIST_REMOTE, (route) => route.abort('connectionrefused'));
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  const nav = page.getByRole('navigation', { name: 'Mein Konto' });
  await nav.getByRole('link', { name: 'Wunschliste' }).click();
  await expect(
    page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Meine Adressen' }).click();
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();
  // The header's account link leads back to the account home (the logo leads to the shop).
  await page.getByRole('banner').getByRole('link', { name: 'Mein Konto von Max' }).click();
  await expectHome(page, 'Max', 'Mustermann', '10012345');
});

test('exactly one React is loaded for the shell, the login and the orders remote', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  await page
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Alle Bestellungen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  const copies = await page.evaluate(loadedCopies);
  for (const pkg of [
    'react',
    'react-dom',
    '@account/router',
    '@account/session',
    '@account/i18n',
    '@account/ui',
    '@account/api-client',
    '@account/tracking',
  ]) {
    expect(copies[pkg], pkg).toBe(1);
  }
});
