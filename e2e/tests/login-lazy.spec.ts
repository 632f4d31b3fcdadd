import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE } = shops;

test('the later login steps are fetched while the browser is idle: moving on loads no script', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(DE.customer.email);
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  expect(scripts).toEqual([]);
});

test('without an idle moment the later steps load when they are needed', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible();
  const initial = scripts.length;
  await logIn(page, DE.customer.email);
  await expectHome(page, 'Max', 'Mustermann', '10012345');
  expect(scripts.length).toBeGreaterThan(initial);
});
