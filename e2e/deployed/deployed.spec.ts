// The product as deployed (serve-deployed.mts): what the suites in tests/ walk against
// `pnpm serve`, once more through nginx with the images' configuration, over TLS, below /dpl/av,
// with remotes on their own origins and the API in production mode on PostgreSQL.
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, logIn } from '../support/login';
import { orderNumber } from '../support/orders';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';
import { mailsTo } from './caught-mails';
import { deployed, deployedShop } from './ports';
import { todaysOrder } from './todays-order';

const customer = shops.DE.customer;

test('a customer logs in, cancels today’s order and logs out — over TLS, below /dpl/av, remotes on their own origins', async ({
  page,
}) => {
  const scriptOrigins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptOrigins.add(new URL(request.url()).origin);
  });

  const login = await page.goto(`${deployedShop}/login`);
  const headers = login!.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['content-security-policy']).toContain(
    `script-src 'self' ${Object.values(deployed.registry)
      .map((manifest) => new URL(manifest).origin)
      .join(' ')};`,
  );
  expect(headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  // HTTP/2 where TLS ends: the page and its preloaded scripts share one connection.
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    ),
  ).toBe('h2');

  // The production flags are in force: no stay-logged-in choice on the password step.
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill(customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Angemeldet bleiben')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ändern' }).click();
  await logIn(page, customer.email);
  await expectHome(page, customer.firstName, customer.lastName, customer.customerNumber);
  await expect(page).toHaveURL(`${deployedShop}/home`);

  // Production cookies over https: every session cookie Secure and out of the scripts' reach.
  const cookies = await page.context().cookies();
  const session = cookies.filter((cookie) => cookie.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((cookie) => cookie.secure)).toBe(true);

  const number = todaysOrder('DE');
  await page.goto(`${deployedShop}/orders/${number}`);
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const modal = page.getByRole('dialog', { name: `Bestellung ${number} stornieren` });
  await modal.getByLabel('Versehentlich bestellt').check();
  await modal.getByRole('button', { name: 'Jetzt stornieren' }).click();
  await expect(page).toHaveURL(`${deployedShop}/orders/${number}/cancel-success`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Bestellung ist storniert' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The confirmation went out by SMTP, not to a development mailbox, which production has not.
  await expect
    .poll(async () => (await mailsTo(page.request, customer.email)).map((mail) => mail.subject))
    .toContain(`Ihre Bestellung ${number} ist storniert`);
  const mailbox = await page.request.get(`https://localhost:${deployed.hostPort}/api/dev/mails`);
  expect(mailbox.status()).toBe(404);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sie haben sich erfolgreich abgemeldet' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${deployedShop}/post-logout`);
  await page.goto(`${deployedShop}/home`);
  await expect(page).toHaveURL(/\/dpl\/av\/login\?returnTo=%2Fhome$/);

  // The shell came from the shop's host, the login and orders areas from their own origins.
  expect([...scriptOrigins]).toEqual(
    expect.arrayContaining([
      'https://de.localhost:3443',
      new URL(deployed.registry.login).origin,
      new URL(deployed.registry.orders).origin,
    ]),
  );
});

test('mailed links as deployed: the absolute newsletter address moves below the root, token pages send no referrer, HEAD answers like GET', async ({
  page,
}) => {
  // page.request resolves names outside the browser, where only localhost is known.
  const origin = `https://localhost:${deployed.hostPort}`;
  const cancel = await page.request.get(`${origin}/newsletter/cancelSubscription?token=abc`, {
    maxRedirects: 0,
  });
  expect(cancel.status()).toBe(302);
  expect(cancel.headers().location).toBe('/dpl/av/newsletter/cancelSubscription?token=abc');
  expect(cancel.headers()['referrer-policy']).toBe('no-referrer');

  for (const path of [
    'set-password?token=abc',
    'magic-link?token=abc',
    'login/forgottenpassword/abc',
  ]) {
    const answer = await page.request.get(`${origin}/dpl/av/${path}`);
    expect([path, answer.status(), answer.headers()['referrer-policy']]).toEqual([
      path,
      200,
      'no-referrer',
    ]);
  }
  const head = await page.request.head(`${origin}/dpl/av/orders/${orderNumber('DE', 2)}`);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');

  // The remotes answer the shop's hosts cross-origin, nobody else.
  const manifest = deployed.registry.orders;
  const allowed = await page.request.get(manifest, {
    headers: { origin: 'https://at.localhost:3443' },
  });
  expect(allowed.headers()['access-control-allow-origin']).toBe('https://at.localhost:3443');
  const foreign = await page.request.get(manifest, { headers: { origin: 'https://evil.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});
