import { expect, test, type Page } from '../support/test';
import { fillSocialSignUpDetails, typeInto } from '../support/forms';
import { expectNoAxeViolations } from '../support/axe';
import { signInAtProvider } from '../support/social-login';
import { expectHome } from '../support/login';
import { DEMO_PASSWORD, shops, type Shop } from '../support/shops';
import { linkIn, newestMail } from '../support/mail';

// Each provider mode of the local identity provider answers in that provider's protocol (issue
// 24): Apple posts its answer to the API (form_post) and checks the ES256 client-secret JWT,
// Google is plain OpenID Connect, Facebook has no id_token and a Graph /me with appsecret_proof.
const { DE, AT, CH } = shops;
const unique = (name: string) => `${name}.${Date.now()}@example.de`;

/**
 * The rest of create account after the provider's e-mail and names (typed key by key). Without
 * an e-mail from the provider a password is needed, and the page says what the mail is for.
 */
async function completeCreateAccount(
  page: Page,
  withoutEmail?: { password: string; notice: string },
) {
  await fillSocialSignUpDetails(page);
  if (withoutEmail) await typeInto(page, 'Passwort', withoutEmail.password);
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  // Logged in and done, unless the provider's e-mail still waits for its confirmation.
  const heading = withoutEmail ? 'Fast geschafft' : 'Willkommen bei Shop24 Direkt';
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (withoutEmail) {
    await expect(page.getByText(withoutEmail.notice)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();
}

async function startAt(page: Page, shop: Shop, provider: string) {
  await page.context().clearCookies();
  await page.goto(`${shop.origin}/login`);
  await page.getByRole('button', { name: `Mit ${provider} anmelden` }).click();
}

/** "Konto verknüpfen" with the demo customer's password, then the provider alone logs in. */
async function linkDemoCustomer(page: Page, shop: Shop, provider: string) {
  await startAt(page, shop, provider);
  await signInAtProvider(page, shop.customer);
  await expect(page.getByRole('heading', { name: 'Konto verknüpfen' })).toBeVisible();
  await typeInto(page, 'Passwort Ihres Kundenkontos', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  const { firstName, lastName, customerNumber } = shop.customer;
  await expectHome(page, firstName, lastName, customerNumber);
  await startAt(page, shop, provider);
  await signInAtProvider(page, shop.customer);
  await expectHome(page, firstName, lastName, customerNumber);
}

test('Apple (form_post, JWT client secret): a hidden e-mail opens an account with the name of the first authorization; the next login needs nothing else; an existing account is linked', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/apple/callback/'))
      posts.push(request.url());
  });
  const hanna = { email: unique('hanna'), firstName: 'Hanna', lastName: 'Hidden' };
  await startAt(page, DE, 'Apple');
  await signInAtProvider(page, hanna, ['E-Mail-Adresse verbergen']);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  expect(posts).toEqual(['http://de.localhost:3000/api/cs/user/social-login/apple/callback/de-DE']);
  // The relay address counts as verified: no password is asked; the name came in Apple's `user`.
  await expect(page.getByText(/@privaterelay\.appleid\.com/).first()).toBeVisible();
  await expect(
    page.getByText('Ein Passwort brauchen Sie nicht – Sie melden sich mit Apple an.'),
  ).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Hanna');
  await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue('Hidden');
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page);
  await completeCreateAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Hanna Hidden' })).toBeVisible();

  // A second authorization carries no name; the linked account needs none.
  await startAt(page, DE, 'Apple');
  await signInAtProvider(page, hanna, ['E-Mail-Adresse verbergen']);
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Hanna Hidden' })).toBeVisible();

  await linkDemoCustomer(page, CH, 'Apple');
});

for (const [provider, protocol, person] of [
  ['Google', 'OpenID Connect', { firstName: 'Gero', lastName: 'Google' }],
  ['Facebook', 'OAuth 2.0 + Graph API', { firstName: 'Fiona', lastName: 'Facebook' }],
] as const) {
  test(`${provider} (${protocol}): a new e-mail opens an account, the next login needs nothing else; an existing account is linked`, async ({
    page,
  }) => {
    const newcomer = { ...person, email: unique(person.firstName.toLowerCase()) };
    const greeting = `Hallo ${person.firstName} ${person.lastName}`;
    await startAt(page, DE, provider);
    await signInAtProvider(page, newcomer);
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue(person.firstName);
    await completeCreateAccount(page);
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await startAt(page, DE, provider);
    await signInAtProvider(page, newcomer);
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();

    await linkDemoCustomer(page, CH, provider);
  });
}

test('Facebook without e-mail: the customer names one and creates an account with a password, Facebook logs in once the mailed link confirmed it; or logs in to an existing one, which is linked', async ({
  page,
}) => {
  // Two accounts, seven provider logins, a mailed link and four axe checks: over 30 s on CI.
  test.setTimeout(60_000);
  const otto = { email: unique('otto'), firstName: 'Otto', lastName: 'Ohnemail' };
  await startAt(page, DE, 'Facebook');
  await signInAtProvider(page, otto, ['E-Mail-Adresse nicht freigeben']);
  const emailMissing = page.getByText('Facebook hat uns keine E-Mail-Adresse genannt.', {
    exact: false,
  });
  await expect(emailMissing).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, 'E-Mail-Adresse oder Kundennummer', otto.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Otto');
  await completeCreateAccount(page, {
    password: 'Herbstlaub-2026!',
    notice: `Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Wir haben Ihnen eine E-Mail an ${otto.email} geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit Facebook anmelden.`,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Otto Ohnemail' })).toBeVisible();

  // Not linked before the address is proven: Facebook alone asks for an e-mail again.
  await startAt(page, DE, 'Facebook');
  await signInAtProvider(page, otto, ['E-Mail-Adresse nicht freigeben']);
  await expect(emailMissing).toBeVisible();

  const mail = await newestMail(page, otto.email, 'social-sign-up-confirm');
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = linkIn(mail);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(
    page.getByText(
      'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab sofort können Sie sich auch mit Facebook anmelden.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(
    page.getByText('Dieser Link ist abgelaufen oder wurde schon verwendet.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await startAt(page, DE, 'Facebook');
  await signInAtProvider(page, otto, ['E-Mail-Adresse nicht freigeben']);
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Otto Ohnemail' })).toBeVisible();

  // An existing account: its password logs in and links Facebook to it.
  const anna = { ...AT.customer, email: unique('anna.fb') };
  await startAt(page, AT, 'Facebook');
  await signInAtProvider(page, anna, ['E-Mail-Adresse nicht freigeben']);
  await typeInto(page, 'E-Mail-Adresse oder Kundennummer', AT.customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await typeInto(page, 'Passwort', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const { firstName, lastName, customerNumber } = AT.customer;
  await expectHome(page, firstName, lastName, customerNumber);
  await startAt(page, AT, 'Facebook');
  await signInAtProvider(page, anna, ['E-Mail-Adresse nicht freigeben']);
  await expectHome(page, firstName, lastName, customerNumber);
});

test('Facebook without e-mail and an account whose e-mail is not confirmed: its password logs in but links nothing until the mailed link confirms the address', async ({
  page,
}) => {
  const paula = { email: unique('paula'), firstName: 'Paula', lastName: 'Provisorisch' };
  const password = 'Winterlinde-2026!';
  const askForEmail = async () => {
    await startAt(page, DE, 'Facebook');
    await signInAtProvider(page, paula, ['E-Mail-Adresse nicht freigeben']);
    await typeInto(page, 'E-Mail-Adresse oder Kundennummer', paula.email);
    await page.getByRole('button', { name: 'Weiter' }).click();
  };
  // An account whose confirmation mail was never followed.
  await askForEmail();
  await completeCreateAccount(page, {
    password,
    notice: `Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Wir haben Ihnen eine E-Mail an ${paula.email} geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit Facebook anmelden.`,
  });

  await askForEmail();
  await typeInto(page, 'Passwort', password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft' })).toBeVisible();
  await expect(
    page.getByText(
      'Sie sind angemeldet. Die E-Mail-Adresse Ihres Kundenkontos ist noch nicht bestätigt. Wir haben Ihnen deshalb eine E-Mail geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit Facebook anmelden.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hallo Paula Provisorisch' }),
  ).toBeVisible();

  await page.goto(linkIn(await newestMail(page, paula.email, 'social-sign-up-confirm')));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' }),
  ).toBeVisible();
  await startAt(page, DE, 'Facebook');
  await signInAtProvider(page, paula, ['E-Mail-Adresse nicht freigeben']);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hallo Paula Provisorisch' }),
  ).toBeVisible();
});

test('cancelling at Apple, whose answer is posted, says "Anmeldung abgebrochen"', async ({
  page,
}) => {
  await startAt(page, DE, 'Apple');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldung abgebrochen' }),
  ).toBeVisible();
  await expect(page.getByText('Sie haben die Anmeldung mit Apple abgebrochen.')).toBeVisible();
});
