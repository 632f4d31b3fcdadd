import { startTestApi, type TestApi } from '../../../test/api-harness';
import {
  startFakeOidcProvider,
  TEST_REDIRECT_URI,
  type CodeOptions,
  type FakeOidcProvider,
  type IdTokenClaims,
} from '../../../test/fake-oidc-provider';
import { linkOf, tokenOf, waitForMails } from '../../../test/outbox';
import {
  insertCustomerWithPassword,
  loginWithPassword,
  PROFILE_PASSWORD,
} from '../../../test/profile-fixtures';
import {
  authenticationResponse,
  newPasskey,
  registrationResponse,
  type SoftwarePasskey,
} from '../../../test/software-authenticator';
import { dialects } from '../../../test/test-database';

/** The intruder's browser and the owner's, as the mails must name them. */
const INTRUDER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OWNER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NEW_PASSWORD = 'Winterlinden-im-Dezember';
const NONCE = 'nonce-0123456789abcdef';
const VERIFIER = 'v'.repeat(43);
const grant: CodeOptions = { nonce: NONCE, codeVerifier: VERIFIER, redirectUri: TEST_REDIRECT_URI };

type Cookies = { av_access: string; av_refresh?: string };

/**
 * Issue 33: an intruder who once had the password or a fresh session adds a passkey or links
 * their own provider account. The owner is mailed of each; a recovery (reset, change, undo of an
 * e-mail change, ending all other sessions) removes them, and no removal leaves no way in.
 */
describe.each(dialects)('account recovery (%s)', (dialect) => {
  let api: TestApi;
  let provider: FakeOidcProvider;
  let rp: { rpId: string; origin: string };
  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    api = await startTestApi(dialect, { config: { socialLogin: { GOOGLE: provider.config } } });
    rp = { rpId: '127.0.0.1', origin: api.baseUrl };
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  let counter = 0;
  /** An owner of their own per test with a confirmed address, logged in just now. */
  async function newOwner() {
    counter += 1;
    const email = `recovery-${dialect}-${counter}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `79${dialect === 'sqlite' ? 1 : 2}${String(counter).padStart(5, '0')}`,
      email_confirmed_at: Date.now(),
    });
    return { id, email, cookies: (await loginWithPassword(api, email)) as Cookies };
  }

  const call = (method: string, path: string, cookies?: Cookies, body?: unknown, ua = OWNER_UA) =>
    api.request(method, `/api/cs/${path}`, {
      ...(cookies ? { cookies } : {}),
      ...(body === undefined ? {} : { body }),
      headers: { 'user-agent': ua },
    });

  async function addPasskey(cookies: Cookies, ua = INTRUDER_UA): Promise<SoftwarePasskey> {
    const passkey = newPasskey();
    const options = await call('POST', 'user/passkeys/registration-options', cookies, {}, ua);
    const registered = await call(
      'POST',
      'user/passkeys',
      cookies,
      { response: registrationResponse(passkey, options.body, rp) },
      ua,
    );
    expect(registered.status).toBe(201);
    return passkey;
  }

  async function passkeyLogin(passkey: SoftwarePasskey) {
    const options = await call('POST', 'user/passkey-login/options', undefined, {});
    const response = authenticationResponse(passkey, options.body, rp);
    return call('POST', 'user/passkey-login', undefined, { response, stay_logged_in: false });
  }

  const providerAccount = (email: string): IdTokenClaims => ({
    sub: `google-intruder-${email}`,
    email,
    email_verified: true,
    given_name: 'Test',
    family_name: 'Kunde',
  });

  const socialLogin = (claims: IdTokenClaims) =>
    call('POST', 'user/social-login', undefined, {
      provider: 'GOOGLE',
      code: provider.issueCode(claims, grant),
      code_verifier: VERIFIER,
      redirect_uri: TEST_REDIRECT_URI,
      nonce: NONCE,
    });

  /** The intruder knows the password and links their own Google account (its e-mail the owner's). */
  async function linkIntrudersProvider(email: string): Promise<IdTokenClaims> {
    const claims = providerAccount(email);
    const required = await socialLogin(claims);
    expect(required.body).toMatchObject({ errorKey: 'SOCIAL_LOGIN_LINK_REQUIRED' });
    const linked = await call(
      'POST',
      'user/social-login/link',
      undefined,
      { link_token: required.body.linkToken, password: PROFILE_PASSWORD },
      INTRUDER_UA,
    );
    expect(linked.status).toBe(200);
    expect((await socialLogin(claims)).status).toBe(200);
    return claims;
  }

  async function resetPassword(email: string) {
    expect(
      (await call('POST', 'user/forgot-password', undefined, { username: email })).status,
    ).toBe(200);
    const [mail] = await waitForMails(api.database.db, email, 'password-reset');
    return call('POST', 'user/set-password', undefined, {
      token: tokenOf(mail!),
      password: NEW_PASSWORD,
    });
  }

  const cookiesOf = (response: Awaited<ReturnType<typeof call>>): Cookies => ({
    av_access: response.setCookies.av_access!.value,
  });

  it('mails the owner for a passkey and a provider login added, naming device, time and the security page', async () => {
    const { email, cookies } = await newOwner();
    await addPasskey(cookies);
    await linkIntrudersProvider(email);

    const [passkeyMail] = await waitForMails(api.database.db, email, 'passkey-added');
    expect(passkeyMail!.subject).toBe('Neuer Passkey für Ihr Kundenkonto');
    expect(passkeyMail!.text).toContain('Gerät: Chrome 131, Windows 10');
    expect(passkeyMail!.text).toMatch(/Zeitpunkt: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} Uhr/u);
    expect(linkOf(passkeyMail!).pathname).toBe('/security');

    const [linkedMail] = await waitForMails(api.database.db, email, 'social-login-linked');
    expect(linkedMail!.subject).toBe('Neue Anmeldung über Google für Ihr Kundenkonto');
    expect(linkedMail!.text).toContain('Gerät: Chrome 131, Windows 10');
    expect(linkOf(linkedMail!).pathname).toBe('/security');
  });

  it("after the owner's reset, the owner's new session removes the intruder's passkey and provider login; both logins then fail", async () => {
    const { email, cookies: intruder } = await newOwner();
    const passkey = await addPasskey(intruder);
    const claims = await linkIntrudersProvider(email);

    const reset = await resetPassword(email);
    expect(reset.status).toBe(200);
    const token = reset.body.waysInRemovalToken as string;
    expect(token).toEqual(expect.any(String));
    const [setMail] = await waitForMails(api.database.db, email, 'password-set');
    expect(setMail!.text).toContain('Gerät: Firefox 128, Linux');

    // The intruder's session ended with the reset; a grant is no use to any other session.
    expect(
      (await call('POST', 'user/security/ways-in/remove-all', intruder, { token })).status,
    ).toBe(401);
    const other = (await loginWithPassword(api, email, NEW_PASSWORD)) as Cookies;
    expect(await call('POST', 'user/security/ways-in/remove-all', other, { token })).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });

    // Before the removal both still log in: that is what the offer is for.
    expect((await passkeyLogin(passkey)).status).toBe(200);
    const owner = cookiesOf(reset);
    expect(await call('POST', 'user/security/ways-in/remove-all', owner, { token })).toMatchObject({
      status: 200,
      body: { passkeys: 1, socialLogins: 1 },
    });
    expect((await passkeyLogin(passkey)).status).toBe(403);
    expect((await socialLogin(claims)).body).toMatchObject({
      errorKey: 'SOCIAL_LOGIN_LINK_REQUIRED',
    });
    // Once only.
    expect((await call('POST', 'user/security/ways-in/remove-all', owner, { token })).status).toBe(
      410,
    );
  });

  it("the undo of an e-mail change removes the intruder's passkey and provider login without asking", async () => {
    const { email, cookies: intruder } = await newOwner();
    const passkey = await addPasskey(intruder);
    const claims = await linkIntrudersProvider(email);
    const intruderEmail = `intruder-${dialect}-${counter}@example.de`;
    const changed = await api.request('POST', '/api/cs/user/change-email', {
      cookies: intruder,
      body: { new_email: intruderEmail, password: PROFILE_PASSWORD },
      headers: { 'user-agent': INTRUDER_UA, 'x-request-source': 'SHOP' },
    });
    expect(changed.status).toBe(200);
    const [confirm] = await waitForMails(api.database.db, intruderEmail, 'email-change-confirm');
    expect(
      (await call('POST', 'user/change-email/doi/verify', undefined, { token: tokenOf(confirm!) }))
        .status,
    ).toBe(200);
    const [done] = await waitForMails(api.database.db, email, 'email-change-done');

    const undone = await call('POST', 'user/change-email/undo', undefined, {
      token: tokenOf(done!),
    });
    expect(undone).toMatchObject({ status: 200, body: { email } });
    expect((await passkeyLogin(passkey)).status).toBe(403);
    expect((await socialLogin(claims)).status).toBe(409);
  });

  it('a password change and ending all other sessions offer the removal to the calling session only', async () => {
    const { email, cookies } = await newOwner();
    await addPasskey(cookies, OWNER_UA);

    const changed = await call('POST', 'user/change-password', cookies, {
      current_password: PROFILE_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { waysInRemovalToken: expect.any(String) },
    });
    const [changedMail] = await waitForMails(api.database.db, email, 'password-changed');
    expect(changedMail!.text).toContain('Gerät: Firefox 128, Linux');

    const other = (await loginWithPassword(api, email, NEW_PASSWORD)) as Cookies;
    const ended = await call('POST', 'user/security/sessions/end-others', other, {});
    expect(ended).toMatchObject({ status: 200, body: { ended: 1 } });
    const endToken = ended.body.waysInRemovalToken as string;
    // The change's grant went with the session the ending ended.
    expect(
      (
        await call('POST', 'user/security/ways-in/remove-all', other, {
          token: changed.body.waysInRemovalToken,
        })
      ).status,
    ).toBe(410);
    expect(
      await call('POST', 'user/security/ways-in/remove-all', other, { token: endToken }),
    ).toMatchObject({ status: 200, body: { passkeys: 1, socialLogins: 0 } });

    // Nothing left to remove: no grant.
    const again = await call('POST', 'user/security/sessions/end-others', other, {});
    expect(again.body.waysInRemovalToken).toBeNull();
  });

  it('lists the linked provider logins with linked and last used, and removes one with the step-up', async () => {
    const { email, cookies } = await newOwner();
    await linkIntrudersProvider(email);
    const list = await call('GET', 'user/security/social-logins', cookies);
    expect(list).toMatchObject({
      status: 200,
      body: {
        socialLogins: [
          { id: expect.any(String), provider: 'GOOGLE', linkedAt: expect.any(String) },
        ],
      },
    });
    const [login] = list.body.socialLogins;
    expect(Date.parse(login.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(login.linkedAt));

    await api.database.db
      .updateTable('sessions')
      .set({ authenticated_at: Date.now() - 16 * 60_000 })
      .execute();
    const path = `user/security/social-logins/${login.id}`;
    expect(await call('DELETE', path, cookies, {})).toMatchObject({
      status: 403,
      body: { errorKey: 'PASSWORD_REQUIRED' },
    });
    expect((await call('DELETE', path, cookies, { password: PROFILE_PASSWORD })).status).toBe(200);
    expect((await call('GET', 'user/security/social-logins', cookies)).body.socialLogins).toEqual(
      [],
    );
    expect((await call('DELETE', path, cookies, {})).status).toBe(404);
  });

  it('refuses to remove the last way in: the only passkey or provider login of an account without password', async () => {
    const { id, email, cookies } = await newOwner();
    const passkeyOnly = await addPasskey(cookies, OWNER_UA);
    const passkeys = await call('GET', 'user/passkeys', cookies);
    await linkIntrudersProvider(email);
    const socialLogins = await call('GET', 'user/security/social-logins', cookies);
    // An account made by social login and a passkey, without a password.
    await api.database.db
      .updateTable('customers')
      .set({ password_hash: null })
      .where('id', '=', id)
      .execute();

    const passkeyPath = `user/passkeys/${passkeys.body.passkeys[0].id}`;
    const socialPath = `user/security/social-logins/${socialLogins.body.socialLogins[0].id}`;
    expect((await call('DELETE', socialPath, cookies, {})).status).toBe(200);
    expect(await call('DELETE', passkeyPath, cookies, {})).toMatchObject({
      status: 409,
      body: { errorKey: 'LAST_WAY_IN' },
    });
    expect((await passkeyLogin(passkeyOnly)).status).toBe(200);

    // The removal after a recovery keeps the last way in too.
    const ended = await call('POST', 'user/security/sessions/end-others', cookies, {});
    expect(
      await call('POST', 'user/security/ways-in/remove-all', cookies, {
        token: ended.body.waysInRemovalToken,
      }),
    ).toMatchObject({ status: 409, body: { errorKey: 'LAST_WAY_IN' } });
    expect((await passkeyLogin(passkeyOnly)).status).toBe(200);
  });
});
