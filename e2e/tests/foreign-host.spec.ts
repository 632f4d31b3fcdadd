import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { paths } from '@account/contracts';
import { expect, test } from '../support/test';
import { countReactRenderers, loadedCopies, reactRenderers } from '../support/share-scope';
import { logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE } = shops;
const hostDir = path.resolve(__dirname, '../foreign-host');
/** The foreign host's page, on the shop's host name so the account's cookies go along. */
const foreignHost = DE.origin.replace(/:3000$/, ':3040');

test.describe('another team’s MF 2 host mounts creators/FollowedCreatorsApp', () => {
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Built here, from e2e/foreign-host alone: webpack + enhanced, sharing only react and react-dom.
    execFileSync(process.execPath, ['build.cjs'], { cwd: hostDir, stdio: 'inherit' });
    server = spawn(process.execPath, ['serve.cjs'], {
      cwd: hostDir,
      env: { ...process.env, FOREIGN_HOST_PORT: '3040', API_URL: 'http://127.0.0.1:3101' },
      stdio: 'inherit',
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:3040/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('shows a logged-in customer’s followed creators with the host’s React', async ({ page }) => {
    await page.addInitScript(countReactRenderers);
    await page.goto(`${DE.origin}${paths.login.start()}`);
    await logIn(page, DE.customer.email);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(`${foreignHost}/`);
    await expect(page.getByTestId('foreign-host')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeVisible();
    // The customer's own list, read through the host's /api proxy with the account's cookies;
    // the names link nowhere, since the app knows no creators hub in a foreign host.
    await expect(page.getByRole('heading', { level: 2, name: 'Sophie Wagner' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jonas Fischer entfolgen' })).toBeVisible();
    // One React and one react-dom core: the host's, which the app takes from the share scope.
    const copies = await page.evaluate(loadedCopies);
    expect(copies.react).toBe(1);
    expect(copies['react-dom']).toBe(1);
    expect(await page.evaluate(reactRenderers)).toBe(1);

    // The host's bare element rules (header, h1, h2, p: e2e/foreign-host) do not reach in.
    const app = page.locator('[data-remote="creators"]');
    const style = (selector: string, property: string) =>
      app
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await style('header', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style('header', 'padding-top')).toBe('0px');
    expect(await style('h1', 'text-transform')).toBe('none');
    expect(await style('h2', 'font-family')).not.toBe('serif');
    expect(await style('p', 'margin-left')).toBe('0px');

    // "Zurück zu Mein Konto" leaves the host for the account area it named (accountUrl).
    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
    await expect(page).toHaveURL(`${DE.origin}${paths.home()}`);
  });

  test('tells the host when nobody is logged in, and shows nothing itself', async ({ page }) => {
    await page.goto(`${foreignHost}/`);
    // One status on the page, the host's: the app, still mounted, left its skeleton.
    await expect(page.getByRole('status')).toHaveText('Please log in first.');
    await expect(page.locator('[data-remote="creators"]')).toHaveCount(0);
  });
});
