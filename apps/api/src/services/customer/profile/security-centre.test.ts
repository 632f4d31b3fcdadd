import { recordLoginEvent } from '../../../domain/customer/login/login-events';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { LAST_ACTIVE_PRECISION_MS } from '../../../auth/session-activity';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { mailsTo, waitForMails } from '../../../test/outbox';
import { insertCustomerWithPassword, PROFILE_PASSWORD } from '../../../test/profile-fixtures';
import { dialects } from '../../../test/test-database';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A caller's own words in the User-Agent, in the "name/version" form bowser's catch-all takes. */
const HOSTILE = 'Konto gesperrt, rufen Sie 0900-123456 an/1.0 (Sicherheitsdienst)';

const noOrigin = { userAgent: null, network: null };

type Cookies = { av_access: string; av_refresh: string };

describe.each(dialects)('security centre: sessions and login history (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  let counter = 0;
  /** A customer of its own per test: known devices and history start empty. */
  async function newCustomer() {
    counter += 1;
    const email = `security-${dialect}-${counter}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `77${dialect === 'sqlite' ? 1 : 2}${String(counter).padStart(5, '0')}`,
    });
    return { id, email };
  }

  async function login(email: string, userAgent: string, password = PROFILE_PASSWORD) {
    return api.request('POST', '/api/cs/user/login', {
      body: { username: email, password, stay_logged_in: false },
      headers: { 'user-agent': userAgent },
    });
  }

  async function loginCookies(email: string, userAgent: string): Promise<Cookies> {
    const response = await login(email, userAgent);
    expect(response.status).toBe(200);
    return {
      av_access: response.setCookies.av_access!.value,
      av_refresh: response.setCookies.av_refresh!.value,
    };
  }

  const sessionsOf = (cookies: Cookies) =>
    api.request('GET', '/api/cs/user/security/sessions', { cookies });
  const historyOf = (cookies: Cookies) =>
    api.request('GET', '/api/cs/user/security/login-history', { cookies });

  it('lists the live sessions with device, shop, network and the current one marked', async () => {
    const { email } = await newCustomer();
    await loginCookies(email, SAFARI_IPHONE);
    const desktop = await loginCookies(email, FIREFOX_LINUX);

    const response = await sessionsOf(desktop);
    expect(response.status).toBe(200);
    const sessions = response.body.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          current: true,
          device: expect.objectContaining({ browser: 'Firefox 128', os: 'Linux', type: 'desktop' }),
          shop: 'de-DE',
          network: '127.0.0.0/24',
        }),
        expect.objectContaining({
          current: false,
          device: expect.objectContaining({ browser: 'Safari 17', type: 'mobile' }),
        }),
      ]),
    );
  });

  it('ends one session: its next call answers 401, the others stay', async () => {
    const { email } = await newCustomer();
    const phone = await loginCookies(email, SAFARI_IPHONE);
    const desktop = await loginCookies(email, FIREFOX_LINUX);
    const listed = (await sessionsOf(desktop)).body.sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const other = listed.find((s) => !s.current)!;

    const ended = await api.request('DELETE', `/api/cs/user/security/sessions/${other.id}`, {
      cookies: desktop,
    });
    expect(ended.status).toBe(200);
    expect(await sessionsOf(phone)).toMatchObject({
      status: 401,
      body: { errorKey: 'NOT_LOGGED_IN' },
    });
    // Nor can the ended session come back through its refresh token.
    expect(
      (await api.request('POST', '/api/cs/user/auth/refresh', { cookies: phone })).status,
    ).toBe(401);
    expect((await sessionsOf(desktop)).body.sessions).toHaveLength(1);
  });

  it("answers 404 for another customer's session and leaves it alive", async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const myCookies = await loginCookies(mine.email, FIREFOX_LINUX);
    const theirCookies = await loginCookies(theirs.email, FIREFOX_LINUX);
    const [their] = (await sessionsOf(theirCookies)).body.sessions as Array<{ id: string }>;

    const response = await api.request('DELETE', `/api/cs/user/security/sessions/${their!.id}`, {
      cookies: myCookies,
    });
    expect(response).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
    expect((await sessionsOf(theirCookies)).status).toBe(200);
  });

  it('ends all other sessions and keeps the current one', async () => {
    const { email } = await newCustomer();
    const phone = await loginCookies(email, SAFARI_IPHONE);
    const laptop = await loginCookies(email, CHROME_WINDOWS);
    const desktop = await loginCookies(email, FIREFOX_LINUX);

    const response = await api.request('POST', '/api/cs/user/security/sessions/end-others', {
      cookies: desktop,
    });
    expect(response).toMatchObject({ status: 200, body: { ended: 2 } });
    expect((await sessionsOf(phone)).status).toBe(401);
    expect((await sessionsOf(laptop)).status).toBe(401);
    expect((await sessionsOf(desktop)).body.sessions).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('needs a login for every route', async () => {
    expect((await api.request('GET', '/api/cs/user/security/sessions')).status).toBe(401);
    expect((await api.request('GET', '/api/cs/user/security/login-history')).status).toBe(401);
    expect((await api.request('POST', '/api/cs/user/security/sessions/end-others')).status).toBe(
      401,
    );
  });

  it('updates last active at most once a minute', async () => {
    const { id, email } = await newCustomer();
    const cookies = await loginCookies(email, FIREFOX_LINUX);
    const db = api.database.db;
    const longAgo = Date.now() - 10 * LAST_ACTIVE_PRECISION_MS;
    await db
      .updateTable('sessions')
      .set({ last_active_at: longAgo })
      .where('customer_id', '=', id)
      .execute();

    await sessionsOf(cookies);
    const touched = await db
      .selectFrom('sessions')
      .select('last_active_at')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(touched.last_active_at)).toBeGreaterThan(longAgo);

    const recent = Date.now() - LAST_ACTIVE_PRECISION_MS / 2;
    await db
      .updateTable('sessions')
      .set({ last_active_at: recent })
      .where('customer_id', '=', id)
      .execute();
    await sessionsOf(cookies);
    const untouched = await db
      .selectFrom('sessions')
      .select('last_active_at')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(untouched.last_active_at)).toBe(recent);
  });

  // Issue 40: three sessions of one customer told apart by device, start and way in.
  it('tells each session when it began and how, and names its device without versions', async () => {
    const { id, email } = await newCustomer();
    const before = Date.now();
    const token = await issueOneTimeToken(api.database.db, id, 'magic-link', { username: email });
    const viaLink = await api.request('POST', '/api/cs/user/magic-link/verify', {
      body: { token },
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(viaLink.status).toBe(200);
    const cookies = await loginCookies(email, FIREFOX_LINUX);

    const { sessions } = (await sessionsOf(cookies)).body as {
      sessions: Array<{ startedAt: string; loginMethod: string | null; device: object }>;
    };
    const byMethod = Object.fromEntries(sessions.map((s) => [s.loginMethod, s]));
    expect(byMethod.PASSWORD).toMatchObject({
      provider: null,
      current: true,
      device: { browserName: 'Firefox', osName: 'Linux', type: 'desktop', model: null },
    });
    expect(byMethod.MAGIC_LINK).toMatchObject({
      current: false,
      device: { browserName: 'Safari', osName: 'iOS', type: 'mobile', model: 'iPhone' },
    });
    for (const session of sessions)
      expect(Date.parse(session.startedAt)).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('lists logins and failed password attempts, newest first, with method and device', async () => {
    const { id, email } = await newCustomer();
    expect((await login(email, SAFARI_IPHONE, 'falsch-falsch-falsch')).status).toBe(403);
    const token = await issueOneTimeToken(api.database.db, id, 'magic-link', { username: email });
    const viaLink = await api.request('POST', '/api/cs/user/magic-link/verify', {
      body: { token },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(viaLink.status).toBe(200);
    const cookies = await loginCookies(email, FIREFOX_LINUX);

    const response = await historyOf(cookies);
    expect(response.status).toBe(200);
    expect(response.body.entries).toEqual([
      expect.objectContaining({
        succeeded: true,
        method: 'PASSWORD',
        provider: null,
        device: expect.objectContaining({ browser: 'Firefox 128', os: 'Linux' }),
      }),
      expect.objectContaining({
        succeeded: true,
        method: 'MAGIC_LINK',
        device: expect.objectContaining({ browser: 'Chrome 131', os: 'Windows 10' }),
      }),
      expect.objectContaining({ succeeded: false, method: 'PASSWORD' }),
    ]);
  });

  it('shows no more than the last 20 entries', async () => {
    const { id, email } = await newCustomer();
    // Written directly: the throttle stops password attempts long before 20.
    const past = Date.now() - 60_000;
    for (let i = 0; i < 25; i += 1)
      await recordLoginEvent(
        api.database.db,
        id,
        false,
        { method: 'PASSWORD' },
        noOrigin,
        past + i,
      );
    const cookies = await loginCookies(email, FIREFOX_LINUX);
    const entries = (await historyOf(cookies)).body.entries as Array<{ succeeded: boolean }>;
    expect(entries).toHaveLength(20);
    expect(entries[0]!.succeeded).toBe(true);
  });

  it('mails a login from a new device with a link to the security centre, not a known one', async () => {
    const { email } = await newCustomer();
    // The first login only teaches the device: nothing to compare it with.
    await loginCookies(email, FIREFOX_LINUX);
    await loginCookies(email, FIREFOX_LINUX.replace('128.0', '129.0'));
    expect(await mailsTo(api.database.db, email)).toBe(0);

    await loginCookies(email, SAFARI_IPHONE);
    const [mail] = await waitForMails(api.database.db, email, 'new-device-login');
    expect(mail!.subject).toBe('Neue Anmeldung in Ihrem Kundenkonto');
    expect(mail!.text).toContain('Safari 17, iOS 17.5');
    expect(mail!.text).toContain('/security');
  });

  it("shows a failed login's made-up User-Agent as an unknown device, in the history and the mail", async () => {
    const { email } = await newCustomer();
    await loginCookies(email, FIREFOX_LINUX);
    expect((await login(email, HOSTILE, 'falsch-falsch-falsch')).status).toBe(403);
    await loginCookies(email, HOSTILE);

    const [mail] = await waitForMails(api.database.db, email, 'new-device-login');
    expect(mail!.text).toContain(
      'auf einem neuen Gerät in Ihrem Kundenkonto angemeldet: Unbekanntes Gerät.',
    );
    expect(mail!.text).not.toContain('0900');

    const cookies = await loginCookies(email, FIREFOX_LINUX);
    const history = await historyOf(cookies);
    const sessions = await sessionsOf(cookies);
    expect(JSON.stringify([history.body, sessions.body])).not.toContain('0900');
    const unknown = {
      browser: null,
      os: null,
      type: null,
      browserName: null,
      osName: null,
      model: null,
    };
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        succeeded: true,
        device: expect.objectContaining({ browser: 'Firefox 128' }),
      }),
      expect.objectContaining({ succeeded: true, device: unknown }),
      expect.objectContaining({ succeeded: false, device: unknown }),
      expect.objectContaining({
        succeeded: true,
        device: expect.objectContaining({ browser: 'Firefox 128' }),
      }),
    ]);
  });
});
