import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, expectHome } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { shops } from '../support/shops';

const { DE } = shops;

test('reCAPTCHA: every username check and login carries a fresh token of the offline provider, and the service refuses calls without', async ({
  page,
}) => {
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (/\/user\/(check-username|login)\b/.test(request.url()))
      tokens.push(request.headers()['x-recaptcha-token'] ?? '');
  });
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  expect(tokens).toHaveLength(2);
  expect(tokens.every((token) => token.length >= 32)).toBe(true);
  expect(new Set(tokens).size).toBe(2);

  const refused = await page.request.get(
    `/api/cs/user/check-username?username=${encodeURIComponent(DE.customer.email)}`,
    {
      headers: { 'X-Recaptcha-Token': tokens[0]! },
    },
  );
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ errorKey: 'RECAPTCHA_INVALID' });
});

test('token pages send no Referer and drop the token from the address bar once read', async ({
  page,
}) => {
  for (const path of [
    '/set-password?token=abc',
    '/magic-link?token=abc',
    '/light-user-set-password?token=abc&username=a%40b.de',
    '/login/social/link?token=abc',
  ]) {
    // page.request resolves names outside the browser, where only localhost is known.
    const response = await page.request.get(path);
    expect(response.headers()['referrer-policy'], path).toBe('no-referrer');
  }
  expect((await page.request.get('/login')).headers()['referrer-policy']).toBeUndefined();

  await page.goto(`${DE.origin}/login`);
  await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await page.getByRole('button', { name: 'Login-Link per E-Mail senden' }).click();
  await expect(page.getByText(/haben wir Ihnen einen Login-Link geschickt/)).toBeVisible();
  const link = linkIn(await newestMail(page, DE.customer.email, 'magic-link'));
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mit Login-Link anmelden' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${DE.origin}/magic-link`);
  // The token read before the address was cleaned still logs in.
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  await expectNoAxeViolations(page);
});

test('pages allow scripts only from the shell and the exact origins of the registered remotes', async ({
  page,
}) => {
  const csp = (await page.request.get('/login')).headers()['content-security-policy'];
  expect(csp).toBe(
    "script-src 'self' http://localhost:3010 http://localhost:3011; object-src 'none'; base-uri 'self'",
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  await page.goto(`${DE.origin}/orders`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
