import { startTestApi, type TestApi } from '../../../test/api-harness';
import { waitForMails } from '../../../test/outbox';
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

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Cookies = { av_access: string; av_refresh?: string };

describe.each(dialects)('passkeys (%s)', (dialect) => {
  let api: TestApi;
  /** The harness calls the API at 127.0.0.1 without an Origin header: that host is the relying party. */
  let rp: { rpId: string; origin: string };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    rp = { rpId: '127.0.0.1', origin: api.baseUrl };
  });
  afterAll(() => api.close());

  let counter = 0;
  /** A customer of its own per test, logged in just now (the step-up passes). */
  async function newCustomer() {
    counter += 1;
    const email = `passkeys-${dialect}-${counter}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `78${dialect === 'sqlite' ? 1 : 2}${String(counter).padStart(5, '0')}`,
    });
    const cookies: Cookies = await loginWithPassword(api, email);
    return { id, email, cookies };
  }

  const call = (method: string, path: string, cookies?: Cookies, body?: unknown) =>
    api.request(method, `/api/cs/${path}`, {
      ...(cookies ? { cookies } : {}),
      ...(body === undefined ? {} : { body }),
      headers: { 'user-agent': FIREFOX_LINUX },
    });

  async function register(cookies: Cookies, passkey = newPasskey(), name?: string) {
    const options = await call('POST', 'user/passkeys/registration-options', cookies, {});
    expect(options.status).toBe(200);
    const response = registrationResponse(passkey, options.body, rp);
    const registered = await call('POST', 'user/passkeys', cookies, {
      response,
      ...(name ? { name } : {}),
    });
    return { passkey, registered };
  }

  async function loginWith(
    passkey: SoftwarePasskey,
    forge: Parameters<typeof authenticationResponse>[2] extends infer O
      ? Omit<O & object, 'rpId' | 'origin'>
      : never = {},
  ) {
    const options = await call('POST', 'user/passkey-login/options', undefined, {});
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });
    const response = authenticationResponse(passkey, options.body, { ...rp, ...forge });
    return call('POST', 'user/passkey-login', undefined, { response, stay_logged_in: true });
  }

  /** Moves the customer's sessions' login 16 minutes into the past: the step-up asks again. */
  async function ageLogins(customerId: string) {
    await api.database.db
      .updateTable('sessions')
      .set({ authenticated_at: Date.now() - 16 * 60_000 })
      .where('customer_id', '=', customerId)
      .execute();
  }

  it('registers a passkey with user verification and lists it', async () => {
    const { cookies } = await newCustomer();
    const { registered } = await register(cookies);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      // Issue 40: named without the browser's version, which the next update makes wrong.
      name: 'Firefox, Linux',
      lastUsedAt: null,
      deviceType: 'MULTI_DEVICE',
    });
    const list = await call('GET', 'user/passkeys', cookies);
    expect(list.status).toBe(200);
    expect(list.body.passkeys).toEqual([registered.body]);
  });

  it('refuses a registration the authenticator did not verify the user for', async () => {
    const { cookies } = await newCustomer();
    const options = await call('POST', 'user/passkeys/registration-options', cookies, {});
    const response = registrationResponse(newPasskey(), options.body, {
      ...rp,
      userVerified: false,
    });
    expect(await call('POST', 'user/passkeys', cookies, { response })).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect((await call('GET', 'user/passkeys', cookies)).body.passkeys).toEqual([]);
  });

  it('refuses an answer made for another origin', async () => {
    const { cookies } = await newCustomer();
    const options = await call('POST', 'user/passkeys/registration-options', cookies, {});
    const response = registrationResponse(newPasskey(), options.body, {
      rpId: '127.0.0.1',
      origin: 'https://phishing.example',
    });
    expect((await call('POST', 'user/passkeys', cookies, { response })).status).toBe(400);
  });

  it('names no relying party for a host that is not a shop', async () => {
    const { cookies } = await newCustomer();
    const response = await api.request('POST', '/api/cs/user/passkeys/registration-options', {
      cookies,
      body: {},
      headers: { origin: 'https://phishing.example' },
    });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });

  it('takes the shop host the browser names as the relying party', async () => {
    const { cookies } = await newCustomer();
    const response = await api.request('POST', '/api/cs/user/passkeys/registration-options', {
      cookies,
      body: {},
      headers: { origin: 'http://at.localhost:3000' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        rp: { id: 'at.localhost', name: 'Shop24 Direkt' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    });
  });

  it('logs in with a passkey, no username typed: session, history, counter and last use', async () => {
    const { cookies, email } = await newCustomer();
    const { passkey, registered } = await register(cookies);

    const login = await loginWith(passkey);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email });
    expect(login.setCookies.av_access?.value).toBeTruthy();
    // Stay logged in: the refresh cookie outlives the browser session.
    expect(login.setCookies.av_refresh?.attributes['max-age']).toBeDefined();
    const session = { av_access: login.setCookies.av_access!.value };
    expect((await call('GET', 'user/login-state', session)).status).toBe(200);

    const history = await call('GET', 'user/security/login-history', session);
    expect(history.body.entries[0]).toMatchObject({ method: 'PASSKEY', succeeded: true });

    const [listed] = (await call('GET', 'user/passkeys', session)).body.passkeys;
    expect(listed.lastUsedAt).not.toBeNull();
    const row = await api.database.db
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', registered.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
  });

  it('mails a passkey login from a new device like any login', async () => {
    const { cookies, email } = await newCustomer();
    const { passkey } = await register(cookies);
    const options = await call('POST', 'user/passkey-login/options', undefined, {});
    const response = authenticationResponse(passkey, options.body, rp);
    const login = await api.request('POST', '/api/cs/user/passkey-login', {
      body: { response },
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(login.status).toBe(200);
    expect(await waitForMails(api.database.db, email, 'new-device-login')).toHaveLength(1);
  });

  it("refuses an assertion naming another account's passkey, not signed with its key", async () => {
    const victim = await newCustomer();
    const attacker = await newCustomer();
    const { passkey: victimKey } = await register(victim.cookies);
    const { passkey: attackerKey } = await register(attacker.cookies);

    const forged = await loginWith(victimKey, { signWith: attackerKey });
    expect(forged).toMatchObject({ status: 403, body: { errorKey: 'NOT_AUTHORIZED' } });
    expect(forged.setCookies.av_access).toBeUndefined();
    // The attacker's own passkey, claiming the victim's user handle, is refused too.
    const handle = await loginWith(attackerKey, { userHandle: victimKey.userHandle });
    expect(handle.status).toBe(403);
    // The victim's passkey still works with its own key.
    expect((await loginWith(victimKey)).status).toBe(200);
  });

  it('refuses a challenge used twice and a counter gone backwards', async () => {
    const { cookies } = await newCustomer();
    const { passkey } = await register(cookies);
    const options = await call('POST', 'user/passkey-login/options', undefined, {});
    const response = authenticationResponse(passkey, options.body, rp);
    expect((await call('POST', 'user/passkey-login', undefined, { response })).status).toBe(200);
    expect((await call('POST', 'user/passkey-login', undefined, { response })).status).toBe(403);

    passkey.counter = 0;
    expect((await loginWith(passkey)).status).toBe(403);
  });

  it("renames and deletes only the customer's own passkeys (404 for others')", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { passkey, registered } = await register(owner.cookies);
    const id = registered.body.id as string;

    expect(
      await call('PATCH', `user/passkeys/${id}`, other.cookies, { name: 'Fremd' }),
    ).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
    expect((await call('DELETE', `user/passkeys/${id}`, other.cookies, {})).status).toBe(404);

    const renamed = await call('PATCH', `user/passkeys/${id}`, owner.cookies, {
      name: '  Laptop im Büro ',
    });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Laptop im Büro' } });
    expect((await call('PATCH', `user/passkeys/${id}`, owner.cookies, { name: ' ' })).status).toBe(
      400,
    );

    expect((await call('DELETE', `user/passkeys/${id}`, owner.cookies, {})).status).toBe(200);
    expect((await call('GET', 'user/passkeys', owner.cookies)).body.passkeys).toEqual([]);
    // A deleted passkey logs nobody in.
    expect((await loginWith(passkey)).status).toBe(403);
  });

  it('asks for the password again for passkey changes when the login is older than 15 minutes', async () => {
    const { id: customerId, cookies } = await newCustomer();
    const { registered } = await register(cookies);
    const id = registered.body.id as string;
    await ageLogins(customerId);

    for (const [method, path, body] of [
      ['POST', 'user/passkeys/registration-options', {}],
      ['PATCH', `user/passkeys/${id}`, { name: 'Neu' }],
      ['DELETE', `user/passkeys/${id}`, {}],
    ] as const) {
      expect(await call(method, path, cookies, body)).toMatchObject({
        status: 403,
        body: { errorKey: 'PASSWORD_REQUIRED' },
      });
      expect(await call(method, path, cookies, { ...body, password: 'Falsch2026!' })).toMatchObject(
        { status: 403, body: { errorKey: 'NOT_AUTHORIZED' } },
      );
    }
    const withPassword = { password: PROFILE_PASSWORD };
    expect(
      (await call('POST', 'user/passkeys/registration-options', cookies, withPassword)).status,
    ).toBe(200);
    expect(
      (await call('PATCH', `user/passkeys/${id}`, cookies, { name: 'Neu', ...withPassword }))
        .status,
    ).toBe(200);
    expect((await call('DELETE', `user/passkeys/${id}`, cookies, withPassword)).status).toBe(200);
  });
});
