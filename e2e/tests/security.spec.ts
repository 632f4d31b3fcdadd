import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, expectHome } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { shops } from '../support/shops';
import registry from '../../apps/shell/public/remotes.json';

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
  // With the request's trace id, which the API's log carries too.
  expect(await refused.json()).toEqual({
    errorKey: 'RECAPTCHA_INVALID',
    traceId: expect.stringMatching(/^[\da-f]{32}$/),
  });
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
  expect((await page.request.get('/login')).headers()['referrer-policy']).toBe(
    'strict-origin-when-cross-origin',
  );

  await page.goto(`${DE.origin}/login`);
  await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(DE.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await page.getByRole('button', { name: 'Login-Link per E-Mail senden' }).click();
  await expect(
    page.getByRole('main').getByText(/haben wir Ihnen einen Login-Link geschickt/),
  ).toBeVisible();
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
  const headers = (await page.request.get('/login')).headers();
  const scripts = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  const remotes = Object.values(registry).map((manifest) => new URL(manifest).origin);
  expect(scripts?.split(' ')).toEqual(["'self'", ...new Set(remotes)]);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(headers['content-security-policy']).toMatch(
    /style-src 'self' 'nonce-[^']+'; .*object-src 'none'; base-uri 'none'; frame-ancestors 'none'/,
  );
  // Walks the login and two areas: the shared fixture fails the test on any violation.
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  await page.goto(`${DE.origin}/orders`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a script from a foreign origin is blocked before it is even requested', async ({
  page,
  cspViolations,
}) => {
  let requested = 0;
  const foreign = http.createServer((_request, response) => {
    requested += 1;
    response.setHeader('content-type', 'text/javascript');
    response.end('window.__foreignScriptRan = true;');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const { port } = foreign.address() as AddressInfo;
  try {
    await page.goto(`${DE.origin}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const url = `http://127.0.0.1:${port}/evil.js`;
    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = src;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('blocked');
          document.head.append(script);
        }),
      url,
    );
    expect(outcome).toBe('blocked');
    expect(await page.evaluate(() => '__foreignScriptRan' in window)).toBe(false);
    expect(requested).toBe(0);
    await expect.poll(() => cspViolations.join()).toContain(`script-src-elem ${url}`);
    // Provoked on purpose; the fixture checks that nothing else was blocked.
    cspViolations.splice(0);
  } finally {
    foreign.close();
  }
});
