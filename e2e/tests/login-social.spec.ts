import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAtProvider } from '../support/social-login';
import { expectHome } from '../support/login';
import { DEMO_PASSWORD, shops } from '../support/shops';
import { linkIn, newestMail } from '../support/mail';

const { DE, AT } = shops;

test('"Mit Google anmelden": a known e-mail is linked only after the account\'s password ("Konto verknüpfen"), then logs in at once', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByRole('button', { name: 'Mit Apple anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit Facebook anmelden' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, DE.customer);
  await expect(page.getByRole('heading', { name: 'Konto verknüpfen' })).toBeVisible();
  await expect(
    page.getByText(`Zu ${DE.customer.email} gibt es bereits ein Kundenkonto`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Passwort Ihres Kundenkontos').fill('falsch-geraten');
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expect(
    page.getByText(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
    ),
  ).toBeVisible();
  await page.getByLabel('Passwort Ihres Kundenkontos').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  await page.context().clearCookies();

  // Linked now: the next Google login needs no password.
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, DE.customer);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  expect(await page.evaluate(() => localStorage.getItem('account.loginMethod'))).toBe('google');

  // The readable customer-number cookie carries the session across a reload.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'av_customer')).toMatchObject({
    value: DE.customer.customerNumber,
    httpOnly: false,
  });
  await page.reload();
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
});

test('"Konto verknüpfen" by a mailed link, which works only in the browser that asked for it', async ({
  page,
  browser,
}) => {
  await page.goto(`${AT.origin}/login`);
  await page.getByRole('button', { name: 'Mit Apple anmelden' }).click();
  await signInAtProvider(page, AT.customer);
  await page
    .getByRole('button', { name: 'Passwort nicht zur Hand? Link per E-Mail senden' })
    .click();
  await expect(
    page.getByText(`Wir haben Ihnen eine E-Mail an ${AT.customer.email} geschickt.`),
  ).toBeVisible();
  const link = linkIn(await newestMail(page, AT.customer.email, 'social-link'));

  const otherBrowser = await browser.newContext();
  const elsewhere = await otherBrowser.newPage();
  await elsewhere.goto(link);
  await expect(
    elsewhere.getByText(
      'Bitte öffnen Sie den Link in dem Browser, in dem Sie die Verknüpfung angefordert haben.',
    ),
  ).toBeVisible();
  await otherBrowser.close();

  await page.goto(link);
  await expect(page).toHaveURL(`${AT.origin}/login/social/link`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expectHome(page, AT.customer.firstName, AT.customer.lastName, AT.customer.customerNumber);
});

test('an unknown e-mail at Apple starts create account pre-filled with the names and the e-mail', async ({
  page,
}) => {
  const email = `social.${Date.now()}@example.de`;
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Apple anmelden' }).click();
  await signInAtProvider(page, { email, firstName: 'Nele', lastName: 'Neumann' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await expect(
    page.getByText(`Zu ${email} gibt es noch kein Kundenkonto. Wir haben Ihren Namen übernommen`),
  ).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Nele');
  await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue('Neumann');
  await expectNoAxeViolations(page);
});

test('the country rule holds: a German customer via Facebook on the Austrian shop is sent to the German shop', async ({
  page,
}) => {
  await page.goto(`${AT.origin}/login`);
  await page.getByRole('button', { name: 'Mit Facebook anmelden' }).click();
  await signInAtProvider(page, DE.customer);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldung mit Facebook' }),
  ).toBeVisible();
  // The country is told only once the account is proven, as with the password login.
  await page.getByLabel('Passwort Ihres Kundenkontos').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expect(
    page.getByText(
      'Ihr Kundenkonto ist bei Shop24 Direkt in Deutschland registriert. Bitte melden Sie sich dort an.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cancelling at the provider says "Anmeldung abgebrochen"; a forged answer shows the generic login error', async ({
  page,
}) => {
  await page.goto(`${DE.origin}/login`);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3020\/interaction\//);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldung abgebrochen' }),
  ).toBeVisible();
  await expect(page.getByText('Sie haben die Anmeldung mit Google abgebrochen.')).toBeVisible();
  await expect(page.getByText('Da hat etwas nicht geklappt...')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();

  await page.goto(`${DE.origin}/login/social/google?code=stolen&state=forged`);
  await expect(page.getByText('Da hat etwas nicht geklappt...')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('a visitor without the customer-number cookie is logged out without a login-state call', async ({
  page,
}) => {
  const stateCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/login-state')) stateCalls.push(request.url());
  });
  await page.goto(`${DE.origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  expect(stateCalls).toEqual([]);
});
