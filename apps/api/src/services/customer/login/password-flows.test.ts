import { hashToken } from '../../../domain/tokens/tokens';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { asCallerSees, startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { linkOf, mailsTo, tokenOf, waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

const NEW_PASSWORD = 'Herbstlaub-über-Kiel';

describe.each(dialects)('forgot password and set password (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await insertCustomer(api.database.db, {
      email: 'ohne.passwort@example.de',
      customer_number: '10099999',
    });
  });
  afterAll(() => api.close());

  const forgot = (username: string, redirectUri?: string) =>
    api.request('POST', '/api/cs/user/forgot-password', {
      body: { username, redirect_uri: redirectUri },
    });
  const setPassword = (
    token: string,
    password = NEW_PASSWORD,
    path = '/api/cs/user/set-password',
  ) => api.request('POST', path, { body: { token, password } });
  const login = (username: string, password: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: false },
    });
  const resetMail = async (email: string, count = 1) =>
    (await waitForMails(api.database.db, email, 'password-reset', count))[0]!;

  it('answers known and unknown addresses alike and mails only the real one', async () => {
    const known = await forgot('anna.huber@example.at');
    const unknown = await forgot('niemand@example.de');
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(asCallerSees(unknown)).toEqual({ ...asCallerSees(known), setCookies: {} });
    expect(await mailsTo(api.database.db, 'niemand@example.de')).toBe(0);
    const mail = await resetMail('anna.huber@example.at');
    // Built from the configured shop of the customer's country, not from any request header.
    expect(linkOf(mail).origin).toBe('http://at.localhost:3000');
    expect(linkOf(mail).pathname).toBe('/set-password');
  });

  it('mails a token of at least 128 random bits and stores only its hash', async () => {
    await forgot('luca.meier@example.ch');
    const token = tokenOf(await resetMail('luca.meier@example.ch'));
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await api.database.db.selectFrom('one_time_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the password once, logs in, ends the other sessions and refuses the link a second time', async () => {
    const other = await loginAs(api, MAX.email);
    await forgot(MAX.email);
    const token = tokenOf(await resetMail(MAX.email));
    const first = await setPassword(token);
    expect(first).toMatchObject({
      status: 200,
      body: { reason: 'RESET', redirectUri: null, user: { email: MAX.email } },
    });
    expect(first.setCookies.av_access?.value).toBeTruthy();
    expect(await setPassword(token, 'Noch-ein-anderes-Passwort')).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
    expect((await api.request('GET', '/api/cs/user/login-state', { cookies: other })).status).toBe(
      401,
    );
    expect((await login(MAX.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(MAX.email, DEMO_PASSWORD)).status).toBe(403);
  });

  it('voids every earlier link that logs in or sets a password once the password is reset, and keeps double-opt-in links', async () => {
    const customer = await insertCustomer(api.database.db, {
      email: 'vorher@example.de',
      customer_number: '10088888',
      password_hash: 'x',
    });
    await api.request('POST', '/api/cs/user/magic-link', {
      body: { username: 'vorher@example.de', source: 'MY_ACCOUNT' },
    });
    const magic = tokenOf(
      (await waitForMails(api.database.db, 'vorher@example.de', 'magic-link'))[0]!,
    );
    await api.database.db
      .insertInto('one_time_tokens')
      .values({
        id: 'doi-1',
        customer_id: customer.id,
        purpose: 'newsletter-doi',
        token_hash: 'doi-hash',
        data: null,
        expires_at: Date.now() + 60_000,
        used_at: null,
        created_at: Date.now(),
      })
      .execute();
    await forgot('vorher@example.de');
    expect((await setPassword(tokenOf(await resetMail('vorher@example.de')))).status).toBe(200);

    expect(
      await api.request('POST', '/api/cs/user/magic-link/verify', { body: { token: magic } }),
    ).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
    const doi = await api.database.db
      .selectFrom('one_time_tokens')
      .select('used_at')
      .where('id', '=', 'doi-1')
      .executeTakeFirstOrThrow();
    expect(doi.used_at).toBeNull();
    // The mailed link proved the mailbox.
    const confirmed = await api.database.db
      .selectFrom('customers')
      .select('email_confirmed_at')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(confirmed.email_confirmed_at).not.toBeNull();
  });

  it('lets only the newest link work', async () => {
    await insertCustomer(api.database.db, {
      email: 'zwei.links@example.de',
      customer_number: '10077777',
      password_hash: 'x',
    });
    await forgot('zwei.links@example.de');
    const older = tokenOf(await resetMail('zwei.links@example.de'));
    await forgot('zwei.links@example.de');
    const newer = tokenOf(await resetMail('zwei.links@example.de', 2));
    expect(newer).not.toBe(older);
    expect((await setPassword(older)).status).toBe(410);
    expect((await setPassword(newer)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await insertCustomer(api.database.db, {
      email: 'spaet@example.de',
      customer_number: '10066666',
      password_hash: 'x',
    });
    await forgot('spaet@example.de');
    const token = tokenOf(await resetMail('spaet@example.de'));
    await api.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await setPassword(token)).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
  });

  it('binds the token to its purpose: a magic link cannot set a password, a reset link cannot log in', async () => {
    await insertCustomer(api.database.db, {
      email: 'zweck@example.de',
      customer_number: '10055555',
      password_hash: 'x',
    });
    await api.request('POST', '/api/cs/user/magic-link', {
      body: { username: 'zweck@example.de', source: 'MY_ACCOUNT' },
    });
    const magic = tokenOf(
      (await waitForMails(api.database.db, 'zweck@example.de', 'magic-link'))[0]!,
    );
    expect((await setPassword(magic)).status).toBe(410);
    await forgot('zweck@example.de');
    const reset = tokenOf(await resetMail('zweck@example.de'));
    expect(
      (await api.request('POST', '/api/cs/user/magic-link/verify', { body: { token: reset } }))
        .status,
    ).toBe(410);
    expect(
      (
        await api.request('POST', '/api/cs/user/light-users/set-password', {
          body: { token: reset, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(410);
    expect((await setPassword(reset)).status).toBe(200);
  });

  it('refuses common and too short or too long passwords without using the link up', async () => {
    await insertCustomer(api.database.db, {
      email: 'schwach@example.de',
      customer_number: '10044444',
      password_hash: 'x',
    });
    await forgot('schwach@example.de');
    const token = tokenOf(await resetMail('schwach@example.de'));
    expect(await setPassword(token, 'password1')).toMatchObject({
      status: 400,
      body: { errorKey: 'PASSWORD_TOO_COMMON' },
    });
    expect(await setPassword(token, 'Kurz-1!')).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect(await setPassword(token, 'x'.repeat(129))).toMatchObject({ status: 400 });
    expect((await setPassword(token, `${'Lang-'.repeat(12)}genug`)).status).toBe(200);
  });

  it('serves the legacy shop-now link shape on user/sn/set-password', async () => {
    await insertCustomer(api.database.db, {
      email: 'altlink@example.de',
      customer_number: '10033333',
      password_hash: 'x',
    });
    await forgot('altlink@example.de');
    const token = tokenOf(await resetMail('altlink@example.de'));
    expect((await setPassword(token, NEW_PASSWORD, '/api/cs/user/sn/set-password')).status).toBe(
      200,
    );
  });

  it('keeps a redirectUri only on the shop origins', async () => {
    await insertCustomer(api.database.db, {
      email: 'ziel@example.de',
      customer_number: '10022222',
      password_hash: 'x',
    });
    for (const [target, expected] of [
      ['http://de.localhost:3000/checkout', 'http://de.localhost:3000/checkout'],
      ['https://evil.example/phish', null],
      ['//evil.example', null],
      ['/\\evil.example', null],
      ['javascript:alert(1)', null],
    ] as const) {
      await forgot('ziel@example.de', target);
      const token = tokenOf(
        (await waitForMails(api.database.db, 'ziel@example.de', 'password-reset'))[0]!,
      );
      expect((await setPassword(token)).body.redirectUri).toBe(expected);
      await api.database.db
        .deleteFrom('mail_outbox')
        .where('to_address', '=', 'ziel@example.de')
        .execute();
      await api.database.db.deleteFrom('throttle_counters').execute();
    }
  });

  it('sends an account without password a first-password link with the new-account reason', async () => {
    await forgot('ohne.passwort@example.de');
    const token = tokenOf(
      (await waitForMails(api.database.db, 'ohne.passwort@example.de', 'set-password'))[0]!,
    );
    expect(await setPassword(token)).toMatchObject({
      status: 200,
      body: { reason: 'NEW_ACCOUNT' },
    });
  });

  it('answers 400 to a malformed username and a missing token', async () => {
    expect((await forgot('max@')).status).toBe(400);
    expect(
      (await api.request('POST', '/api/cs/user/set-password', { body: { password: NEW_PASSWORD } }))
        .status,
    ).toBe(400);
  });
});
