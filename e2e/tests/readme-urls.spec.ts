import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

// Every address the README gives a newcomer, read from the README itself so a new one is covered
// as soon as it is written down.
const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
const urls = [...new Set(readme.match(/http:\/\/[a-z.]*localhost:3000[^\s)|`'"<>]*/g) ?? [])].map(
  (url) => url.replace(/[.,;:]+$/, ''),
);

test('the README names the shops and the mailbox', () => {
  expect(urls).toEqual(
    expect.arrayContaining([
      'http://localhost:3000',
      'http://de.localhost:3000',
      'http://at.localhost:3000',
      'http://ch.localhost:3000',
    ]),
  );
  expect(urls.some((url) => url.endsWith('/api/dev/mailbox'))).toBe(true);
});

for (const url of urls) {
  test(`${url} shows a page, not an error`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the root shows the account home once logged in', async ({ page }) => {
  const { origin, customer } = shops.DE;
  await page.goto(`${origin}/`);
  await logIn(page, customer.email);
  await expectHome(page, customer.firstName, customer.lastName, customer.customerNumber);
  await page.goto(`${origin}/`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Hallo ${customer.firstName} ${customer.lastName}`,
    }),
  ).toBeVisible();
});
