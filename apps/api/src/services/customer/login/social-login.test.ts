import type { Locale } from '@account/contracts';
import { hashPassword } from '../../../auth/passwords';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { linkOf, tokenOf, waitForMails } from '../../../test/outbox';
import { whileInsertsRefused } from '../../../test/refuse-inserts';
import {
  startFakeOidcProvider,
  TEST_REDIRECT_URI,
  type CodeOptions,
  type FakeOidcProvider,
  type IdTokenClaims,
} from '../../../test/fake-oidc-provider';
import { dialects } from '../../../test/test-database';
import { loginAs } from '../../../test/session-helpers';

const NONCE = 'nonce-0123456789abcdef';
const VERIFIER = 'v'.repeat(43);
const grant: CodeOptions = { nonce: NONCE, codeVerifier: VERIFIER, redirectUri: TEST_REDIRECT_URI };
/** A step that failed in the middle (the tests refuse an insert): the generic error. */
const serverError = { status: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } };
const max: IdTokenClaims = {
  sub: 'google-max',
  email: 'Max.Mustermann@example.de',
  email_verified: true,
  given_name: 'Max',
  family_name: 'Mustermann',
};

describe.each(dialects)('POST /api/cs/user/social-login (%s)', (dialect) => {
  let provider: FakeOidcProvider;
  let api: TestApi;
  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    api = await startTestApi(dialect, { config: { socialLogin: { GOOGLE: provider.config } } });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  const socialLogin = (
    code: string,
    overrides: Record<string, unknown> = {},
    locale: Locale = 'de-DE',
  ) =>
    api.request('POST', '/api/cs/user/social-login', {
      body: {
        provider: 'GOOGLE',
        code,
        code_verifier: VERIFIER,
        redirect_uri: TEST_REDIRECT_URI,
        nonce: NONCE,
        ...overrides,
      },
      locale,
    });

  const account = (overrides: Record<string, unknown>) => ({
    first_name: 'Nele',
    last_name: 'Neumann',
    street: 'Lindenallee',
    street_number: '3',
    zip_code: '50667',
    city: 'Köln',
    date_of_birth: '1990-02-01',
    email: 'nele.neumann@example.de',
    newsletter_consent: false,
    social_registration: true,
    ...overrides,
  });
  const create = (body: object) =>
    api.request('POST', '/api/cs/user/create-account', { body, locale: 'de-DE' });

  const linkByPassword = (linkToken: string, password: string) =>
    api.request('POST', '/api/cs/user/social-login/link', {
      body: { link_token: linkToken, password },
    });

  it('never links by e-mail alone: a verified e-mail of an existing account answers 409 with a link token and no session', async () => {
    const response = await socialLogin(provider.issueCode(max, grant));
    expect(response).toMatchObject({
      status: 409,
      body: {
        errorKey: 'SOCIAL_LOGIN_LINK_REQUIRED',
        linkToken: expect.any(String),
        userInfo: { email: max.email.toLowerCase() },
      },
    });
    expect(response.setCookies).toEqual({});
    expect(await api.database.db.selectFrom('social_logins').selectAll().execute()).toEqual([]);
  });

  it('links after the password of the existing account, then finds it by subject even after the e-mail changed there', async () => {
    const { linkToken } = (await socialLogin(provider.issueCode(max, grant))).body;
    expect(await linkByPassword(linkToken, 'falsch')).toMatchObject({
      status: 403,
      body: { errorKey: 'NOT_AUTHORIZED' },
    });
    const linked = await linkByPassword(linkToken, DEMO_PASSWORD);
    expect(linked).toMatchObject({
      status: 200,
      body: { customerNumber: '10012345', username: 'max.mustermann@example.de' },
    });
    expect(Object.keys(linked.setCookies).sort()).toEqual([
      'av_access',
      'av_customer',
      'av_refresh',
    ]);
    expect(await linkByPassword(linkToken, DEMO_PASSWORD)).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
    const links = await api.database.db.selectFrom('social_logins').selectAll().execute();
    expect(links).toEqual([expect.objectContaining({ provider: 'GOOGLE', subject: 'google-max' })]);

    const later = await socialLogin(
      provider.issueCode({ ...max, email: 'max@anderswo.example' }, grant),
    );
    expect(later).toMatchObject({ status: 200, body: { customerNumber: '10012345' } });
  });

  it('links by a mailed link that works only together with the link token of the browser that asked', async () => {
    const anna = {
      sub: 'google-anna',
      email: 'anna.huber@example.at',
      email_verified: true,
      given_name: 'Anna',
      family_name: 'Huber',
    };
    const { linkToken } = (await socialLogin(provider.issueCode(anna, grant), {}, 'de-AT')).body;
    expect(
      await api.request('POST', '/api/cs/user/social-login/link-mail', {
        body: { link_token: linkToken },
      }),
    ).toMatchObject({ status: 200, body: {} });
    const mail = (await waitForMails(api.database.db, 'anna.huber@example.at', 'social-link'))[0]!;
    expect(linkOf(mail).pathname).toBe('/login/social/link');
    // Someone else's social login with Anna's e-mail gets a link token of its own, which must not fit her mail.
    const other = (
      await socialLogin(
        provider.issueCode({ ...anna, sub: 'google-angreifer' }, grant),
        {},
        'de-AT',
      )
    ).body.linkToken;
    const verify = (link_token: string) =>
      api.request('POST', '/api/cs/user/social-login/link/verify', {
        body: { token: tokenOf(mail), link_token },
        locale: 'de-AT',
      });
    expect(other).toEqual(expect.any(String));
    expect(await verify('erfunden')).toMatchObject({ status: 410 });
    expect(await verify(other)).toMatchObject({ status: 410 });
  });

  it('links by the mailed link in the asking browser', async () => {
    const luca = {
      sub: 'google-luca',
      email: 'luca.meier@example.ch',
      email_verified: true,
      given_name: 'Luca',
      family_name: 'Meier',
    };
    const { linkToken } = (await socialLogin(provider.issueCode(luca, grant), {}, 'de-CH')).body;
    await api.request('POST', '/api/cs/user/social-login/link-mail', {
      body: { link_token: linkToken },
    });
    const mail = (await waitForMails(api.database.db, 'luca.meier@example.ch', 'social-link'))[0]!;
    const response = await api.request('POST', '/api/cs/user/social-login/link/verify', {
      body: { token: tokenOf(mail), link_token: linkToken },
      locale: 'de-CH',
    });
    expect(response).toMatchObject({ status: 200, body: { customerNumber: '30012345' } });
    expect((await socialLogin(provider.issueCode(luca, grant), {}, 'de-CH')).status).toBe(200);
  });

  it('keeps the link token when linking fails after the password: the same token links once the failure is gone', async () => {
    const { linkToken } = (
      await socialLogin(provider.issueCode({ ...max, sub: 'google-max-retry' }, grant))
    ).body;
    const failed = await whileInsertsRefused(api.database, { table: 'social_logins' }, () =>
      linkByPassword(linkToken, DEMO_PASSWORD),
    );
    expect(failed).toMatchObject(serverError);
    expect(failed.setCookies).toEqual({});
    expect(await linkByPassword(linkToken, DEMO_PASSWORD)).toMatchObject({
      status: 200,
      body: { customerNumber: '10012345' },
    });
    const later = await socialLogin(provider.issueCode({ ...max, sub: 'google-max-retry' }, grant));
    expect(later).toMatchObject({ status: 200, body: { customerNumber: '10012345' } });
  });

  it('keeps the link token and sets no cookie when the login after the link fails: the same token logs in once the failure is gone', async () => {
    const { linkToken } = (
      await socialLogin(provider.issueCode({ ...max, sub: 'google-max-new-device' }, grant))
    ).body;
    // Max knows this test's own device; a login from one he never used writes the new-device
    // mail, and that insert fails.
    await loginAs(api, 'max.mustermann@example.de');
    const fromNewDevice = () =>
      api.request('POST', '/api/cs/user/social-login/link', {
        body: { link_token: linkToken, password: DEMO_PASSWORD },
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        },
      });
    const failed = await whileInsertsRefused(
      api.database,
      { table: 'outgoing_mails', only: { column: 'kind', value: 'new-device-login' } },
      fromNewDevice,
    );
    expect(failed).toMatchObject(serverError);
    expect(failed.setCookies).toEqual({});
    const linked = await fromNewDevice();
    expect(linked).toMatchObject({ status: 200, body: { customerNumber: '10012345' } });
    expect(linked.setCookies.av_access?.value).toBeTruthy();
  });

  it('keeps the mailed link and the link token when linking fails: both link once the failure is gone', async () => {
    const lea = {
      sub: 'google-lea',
      email: 'lea.erneut@example.ch',
      email_verified: true,
      given_name: 'Lea',
      family_name: 'Erneut',
    };
    await insertCustomer(api.database.db, {
      email: lea.email,
      customer_number: '30077777',
      country_code: 'CH',
      email_confirmed_at: Date.now(),
    });
    const { linkToken } = (await socialLogin(provider.issueCode(lea, grant), {}, 'de-CH')).body;
    await api.request('POST', '/api/cs/user/social-login/link-mail', {
      body: { link_token: linkToken },
    });
    const mail = (await waitForMails(api.database.db, lea.email, 'social-link'))[0]!;
    const verify = () =>
      api.request('POST', '/api/cs/user/social-login/link/verify', {
        body: { token: tokenOf(mail), link_token: linkToken },
        locale: 'de-CH',
      });
    const failed = await whileInsertsRefused(api.database, { table: 'social_logins' }, verify);
    expect(failed).toMatchObject(serverError);
    expect(failed.setCookies).toEqual({});
    expect(await verify()).toMatchObject({ status: 200, body: { customerNumber: '30077777' } });
    expect((await socialLogin(provider.issueCode(lea, grant), {}, 'de-CH')).status).toBe(200);
  });

  it('never links to an account whose e-mail was never confirmed', async () => {
    await insertCustomer(api.database.db, {
      email: 'vorregistriert@example.de',
      customer_number: '10011111',
      password_hash: 'x',
      email_confirmed_at: null,
    });
    const response = await socialLogin(
      provider.issueCode(
        { ...max, sub: 'google-opfer', email: 'vorregistriert@example.de' },
        grant,
      ),
    );
    expect(response).toMatchObject({
      status: 409,
      body: { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED' },
    });
    expect(response.body.linkToken).toBeUndefined();
  });

  it('answers an unknown e-mail with SOCIAL_LOGIN_CUSTOMER_NOT_FOUND and the names for create account', async () => {
    const response = await socialLogin(
      provider.issueCode(
        {
          sub: 'google-neu',
          email: 'neu@example.de',
          email_verified: true,
          given_name: 'Nele',
          family_name: 'Neumann',
        },
        grant,
      ),
    );
    expect(response).toMatchObject({
      status: 404,
      body: {
        errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND',
        userInfo: { firstName: 'Nele', lastName: 'Neumann', email: 'neu@example.de' },
      },
    });
  });

  describe('social sign-up (issue 21)', () => {
    const nele: IdTokenClaims = {
      sub: 'google-nele',
      email: 'Nele.Neumann@example.de',
      email_verified: true,
      given_name: 'Nele',
      family_name: 'Neumann',
    };
    it('opens the account without password, the provider linked, logged in at once; the token works once', async () => {
      const notFound = await socialLogin(provider.issueCode(nele, grant));
      const signUpToken = notFound.body.signUpToken as string;
      expect(signUpToken).toEqual(expect.any(String));

      // The token holds the provider's e-mail: another one is refused and uses nothing up.
      expect(
        await create(
          account({ email: 'jemand.anders@example.de', social_sign_up_token: signUpToken }),
        ),
      ).toMatchObject({ status: 400, body: { errorKey: 'EMAIL_INVALID' } });

      const created = await create(account({ social_sign_up_token: signUpToken }));
      expect(created).toMatchObject({
        status: 200,
        body: { customerType: 'FULL', user: { firstName: 'Nele', isHelloUser: true } },
      });
      expect(created.setCookies.av_access?.value).toBeTruthy();
      const customer = await api.database.db
        .selectFrom('customers')
        .selectAll()
        .where('email_normalized', '=', 'nele.neumann@example.de')
        .executeTakeFirstOrThrow();
      expect(customer.password_hash).toBeNull();
      expect(customer.email_confirmed_at).not.toBeNull();
      await waitForMails(api.database.db, 'nele.neumann@example.de', 'welcome');

      expect(await create(account({ social_sign_up_token: signUpToken }))).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });

      const again = await socialLogin(provider.issueCode(nele, grant));
      expect(again).toMatchObject({
        status: 200,
        body: { customerNumber: customer.customer_number },
      });
    });

    it('refuses an unknown sign-up token; an unverified e-mail gets a token that names no e-mail', async () => {
      expect(await create(account({ social_sign_up_token: 'ausgedacht' }))).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
      const unverified = await socialLogin(
        provider.issueCode(
          { ...nele, sub: 'google-unverified', email: 'offen@example.de', email_verified: false },
          grant,
        ),
      );
      expect(unverified.body).toMatchObject({
        errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND',
        userInfo: { email: '', firstName: 'Nele' },
        signUpToken: expect.any(String),
      });
    });
  });

  describe('a provider identity without e-mail (issue 24, Facebook may give none)', () => {
    const withoutEmail = (sub: string): IdTokenClaims => ({
      sub,
      email: '',
      given_name: 'Ole',
      family_name: 'Ohnemail',
    });
    const signUpTokenOf = async (sub: string) => {
      const notFound = await socialLogin(provider.issueCode(withoutEmail(sub), grant));
      expect(notFound.body).toMatchObject({
        errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND',
        userInfo: { email: '', firstName: 'Ole', lastName: 'Ohnemail' },
      });
      return notFound.body.signUpToken as string;
    };
    const ole = (overrides: Record<string, unknown>) =>
      account({
        first_name: 'Ole',
        last_name: 'Ohnemail',
        email: 'ole.ohnemail@example.de',
        ...overrides,
      });

    const customerOf = (email: string) =>
      api.database.db
        .selectFrom('customers')
        .selectAll()
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();
    const confirm = (token: string) =>
      api.request('POST', '/api/cs/user/social-login/sign-up/confirm', { body: { token } });
    const confirmationMail = async (email: string) =>
      (await waitForMails(api.database.db, email, 'social-sign-up-confirm'))[0]!;

    it('opens an account with the e-mail the customer names and a password; the provider is linked only by the mailed link, once', async () => {
      const signUpToken = await signUpTokenOf('google-ole');
      // No e-mail vouched for: without a password nobody could prove the account later.
      expect((await create(ole({ social_sign_up_token: signUpToken }))).status).toBe(400);
      const created = await create(
        ole({ social_sign_up_token: signUpToken, password: 'Herbstlaub-2026!' }),
      );
      expect(created).toMatchObject({ status: 200, body: { user: { firstName: 'Ole' } } });
      const customer = await customerOf('ole.ohnemail@example.de');
      expect(customer.email_confirmed_at).toBeNull();
      expect(customer.password_hash).not.toBeNull();

      // Not linked yet: the provider alone asks for an e-mail again.
      const before = await socialLogin(provider.issueCode(withoutEmail('google-ole'), grant));
      expect(before.body).toMatchObject({ errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' });

      const mail = await confirmationMail('ole.ohnemail@example.de');
      expect(linkOf(mail).origin).toBe('http://de.localhost:3000');
      expect(linkOf(mail).pathname).toBe('/login/social/confirm');
      expect(mail.text).toContain('24 Stunden');
      expect(await confirm(tokenOf(mail))).toMatchObject({
        status: 200,
        body: { provider: 'GOOGLE' },
      });
      expect((await customerOf('ole.ohnemail@example.de')).email_confirmed_at).not.toBeNull();
      const after = await socialLogin(provider.issueCode(withoutEmail('google-ole'), grant));
      expect(after).toMatchObject({
        status: 200,
        body: { customerNumber: customer.customer_number },
      });
      expect(await confirm(tokenOf(mail))).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
    });

    it('refuses the mailed link after the address changed: it proves only the address it went to', async () => {
      const signUpToken = await signUpTokenOf('google-ole-moves');
      const email = 'ole.umzug@example.de';
      await create(ole({ email, social_sign_up_token: signUpToken, password: 'Herbstlaub-2026!' }));
      const token = tokenOf(await confirmationMail(email));
      await api.database.db
        .updateTable('customers')
        .set({ email: 'ole.neu@example.de', email_normalized: 'ole.neu@example.de' })
        .where('email_normalized', '=', email)
        .execute();
      expect(await confirm(token)).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
      const login = await socialLogin(provider.issueCode(withoutEmail('google-ole-moves'), grant));
      expect(login.body).toMatchObject({ errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' });
    });

    it('keeps the mailed link and the address unconfirmed when linking fails: the same link works once the failure is gone', async () => {
      const signUpToken = await signUpTokenOf('google-ole-retries');
      const email = 'ole.nochmal@example.de';
      await create(ole({ email, social_sign_up_token: signUpToken, password: 'Herbstlaub-2026!' }));
      const token = tokenOf(await confirmationMail(email));
      const failed = await whileInsertsRefused(api.database, { table: 'social_logins' }, () =>
        confirm(token),
      );
      expect(failed).toMatchObject(serverError);
      const customer = await customerOf(email);
      expect(customer.email_confirmed_at).toBeNull();

      expect(await confirm(token)).toMatchObject({ status: 200, body: { provider: 'GOOGLE' } });
      expect((await customerOf(email)).email_confirmed_at).not.toBeNull();
      const login = await socialLogin(
        provider.issueCode(withoutEmail('google-ole-retries'), grant),
      );
      expect(login).toMatchObject({
        status: 200,
        body: { customerNumber: customer.customer_number },
      });
    });

    it("pre-account takeover: an account opened with someone else's address and one's own provider loses nothing to the owner's password reset - the provider never logs in", async () => {
      const victim = 'vera.opfer@example.de';
      // The attacker's provider account, without e-mail, and the victim's address.
      const signUpToken = await signUpTokenOf('google-attacker');
      const created = await create(
        ole({ email: victim, social_sign_up_token: signUpToken, password: 'Angreifer-2026!' }),
      );
      const attackerCookies = {
        av_access: created.setCookies.av_access!.value,
        av_refresh: created.setCookies.av_refresh!.value,
      };
      // Linking by password instead is refused too: the address was never confirmed.
      const secondToken = await signUpTokenOf('google-attacker');
      expect(
        await api.request('POST', '/api/cs/user/social-login/link-sign-up', {
          body: { sign_up_token: secondToken },
          cookies: attackerCookies,
        }),
      ).toMatchObject({ status: 409, body: { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED' } });

      // The owner takes the account over by "Passwort vergessen".
      await api.request('POST', '/api/cs/user/forgot-password', { body: { username: victim } });
      const reset = (await waitForMails(api.database.db, victim, 'password-reset'))[0]!;
      expect(
        (
          await api.request('POST', '/api/cs/user/set-password', {
            body: { token: tokenOf(reset), password: 'Eigentuemerin-2026!' },
          })
        ).status,
      ).toBe(200);
      const login = await socialLogin(provider.issueCode(withoutEmail('google-attacker'), grant));
      expect(login).toMatchObject({
        status: 404,
        body: { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' },
      });
      // Nor can the opener link it now that the address is confirmed: the reset ended their session.
      expect(
        (
          await api.request('POST', '/api/cs/user/social-login/link-sign-up', {
            body: { sign_up_token: secondToken },
            cookies: attackerCookies,
          })
        ).status,
      ).toBe(401);
      // The confirmation mail the owner got is void after the new password: it links nothing.
      expect(await confirm(tokenOf(await confirmationMail(victim)))).toMatchObject({
        status: 410,
      });
      const still = await socialLogin(provider.issueCode(withoutEmail('google-attacker'), grant));
      expect(still.body).toMatchObject({ errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' });
    });

    it('refuses to link by password to an account whose e-mail was never confirmed, and links only by the mail that confirms it', async () => {
      await insertCustomer(api.database.db, {
        email: 'uwe.unbestaetigt@example.de',
        customer_number: '10077777',
        password_hash: await hashPassword(DEMO_PASSWORD),
        email_confirmed_at: null,
      });
      const signUpToken = await signUpTokenOf('google-uwe');
      const cookies = await loginAs(api, 'uwe.unbestaetigt@example.de');
      const link = () =>
        api.request('POST', '/api/cs/user/social-login/link-sign-up', {
          body: { sign_up_token: signUpToken },
          cookies,
        });
      expect(await link()).toMatchObject({
        status: 409,
        body: { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED' },
      });
      const login = await socialLogin(provider.issueCode(withoutEmail('google-uwe'), grant));
      expect(login.body).toMatchObject({ errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' });
      // The sign-up token now stands in the mail: it links nothing a second time.
      expect(await link()).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });

      const mail = await confirmationMail('uwe.unbestaetigt@example.de');
      expect(await confirm(tokenOf(mail))).toMatchObject({
        status: 200,
        body: { provider: 'GOOGLE' },
      });
      const linked = await socialLogin(provider.issueCode(withoutEmail('google-uwe'), grant));
      expect(linked).toMatchObject({ status: 200, body: { customerNumber: '10077777' } });
    });

    it('links to the account the customer then logs in to by password, once', async () => {
      const signUpToken = await signUpTokenOf('google-ole-links');
      const link = (cookies?: Record<string, string>) =>
        api.request('POST', '/api/cs/user/social-login/link-sign-up', {
          body: { sign_up_token: signUpToken },
          ...(cookies && { cookies }),
        });
      expect((await link()).status).toBe(401);
      const cookies = await loginAs(api, 'luca.meier@example.ch', { locale: 'de-CH' });
      expect((await link(cookies)).status).toBe(204);
      expect(await link(cookies)).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
      const again = await socialLogin(
        provider.issueCode(withoutEmail('google-ole-links'), grant),
        {},
        'de-CH',
      );
      expect(again).toMatchObject({ status: 200, body: { customerNumber: '30012345' } });
    });

    it('keeps the sign-up token when the confirmation mail cannot be written: the next try mails it', async () => {
      const email = 'ute.unbestaetigt@example.de';
      await insertCustomer(api.database.db, {
        email,
        customer_number: '10077778',
        password_hash: await hashPassword(DEMO_PASSWORD),
        email_confirmed_at: null,
      });
      const signUpToken = await signUpTokenOf('google-ute');
      const cookies = await loginAs(api, email);
      const link = () =>
        api.request('POST', '/api/cs/user/social-login/link-sign-up', {
          body: { sign_up_token: signUpToken },
          cookies,
        });
      const failed = await whileInsertsRefused(
        api.database,
        { table: 'outgoing_mails', only: { column: 'kind', value: 'social-sign-up-confirm' } },
        link,
      );
      expect(failed).toMatchObject(serverError);
      expect(await link()).toMatchObject({
        status: 409,
        body: { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED' },
      });
      expect(await confirm(tokenOf(await confirmationMail(email)))).toMatchObject({
        status: 200,
        body: { provider: 'GOOGLE' },
      });
      const linked = await socialLogin(provider.issueCode(withoutEmail('google-ute'), grant));
      expect(linked).toMatchObject({ status: 200, body: { customerNumber: '10077778' } });
    });

    it('keeps the sign-up token when linking fails: the same token links once the failure is gone', async () => {
      const signUpToken = await signUpTokenOf('google-anna-retries');
      const cookies = await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' });
      const link = () =>
        api.request('POST', '/api/cs/user/social-login/link-sign-up', {
          body: { sign_up_token: signUpToken },
          cookies,
        });
      const failed = await whileInsertsRefused(api.database, { table: 'social_logins' }, link);
      expect(failed).toMatchObject(serverError);
      expect((await link()).status).toBe(204);
      const login = await socialLogin(
        provider.issueCode(withoutEmail('google-anna-retries'), grant),
        {},
        'de-AT',
      );
      expect(login).toMatchObject({ status: 200, body: { customerNumber: '20012345' } });
    });

    it('never links a token that names an e-mail this way: that account proves itself', async () => {
      const notFound = await socialLogin(
        provider.issueCode({ ...max, sub: 'google-someone', email: 'someone@example.de' }, grant),
      );
      const cookies = await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' });
      const response = await api.request('POST', '/api/cs/user/social-login/link-sign-up', {
        body: { sign_up_token: notFound.body.signUpToken },
        cookies,
      });
      expect(response).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
    });
  });

  it('does not link an e-mail the provider has not verified', async () => {
    const response = await socialLogin(
      provider.issueCode({ ...max, sub: 'google-other', email_verified: false }, grant),
    );
    expect(response).toMatchObject({
      status: 404,
      body: { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' },
    });
  });

  it.each([
    ['another nonce than the browser kept', { ...grant, nonce: 'nonce-of-another-request' }],
    ['a token for another client', { ...grant, audience: 'someone-else' }],
    ['a signature by a key the provider does not publish', { ...grant, foreignKey: true }],
  ])('refuses an id_token with %s', async (_case, options) => {
    const response = await socialLogin(provider.issueCode(max, options));
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
    expect(response.setCookies.av_access).toBeUndefined();
  });

  it('refuses a code a second time, a wrong PKCE verifier and a redirect URI of another site', async () => {
    const code = provider.issueCode(max, grant);
    expect((await socialLogin(code)).status).toBe(200);
    expect((await socialLogin(code)).status).toBe(400);
    expect(
      (await socialLogin(provider.issueCode(max, grant), { code_verifier: 'w'.repeat(43) })).status,
    ).toBe(400);
    expect(
      (
        await socialLogin(provider.issueCode(max, grant), {
          redirect_uri: 'https://evil.example/login/social/google',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a provider that is not configured', async () => {
    expect((await socialLogin('code', { provider: 'APPLE' })).status).toBe(400);
  });

  it('keeps the country rule: a German customer on the Austrian shop gets 403 with the country', async () => {
    const response = await socialLogin(provider.issueCode(max, grant), {}, 'de-AT');
    expect(response).toMatchObject({
      status: 403,
      body: { errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE', customerCountryCode: 'DE' },
    });
  });
});

describe('social login without a reachable provider', () => {
  it('answers 502 with the generic error key', async () => {
    const api = await startTestApi('sqlite', {
      config: {
        socialLogin: {
          GOOGLE: {
            issuer: 'http://127.0.0.1:9',
            clientId: 'x',
            clientSecret: 'y',
            redirectUris: [TEST_REDIRECT_URI],
          },
        },
      },
    });
    try {
      const response = await api.request('POST', '/api/cs/user/social-login', {
        body: {
          provider: 'GOOGLE',
          code: 'c',
          code_verifier: VERIFIER,
          redirect_uri: TEST_REDIRECT_URI,
          nonce: NONCE,
        },
      });
      expect(response).toMatchObject({ status: 502, body: { errorKey: 'INTERNAL_SERVER_ERROR' } });
    } finally {
      await api.close();
    }
  });
});
