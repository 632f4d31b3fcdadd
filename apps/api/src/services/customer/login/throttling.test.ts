import { authConfigFrom, DEFAULT_THROTTLING } from '../../../auth/auth-config';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { tokenOf, waitForMails } from '../../../test/outbox';
import { dialects } from '../../../test/test-database';

const MINUTE = 60_000;

describe.each(dialects)('brute-force throttling (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());
  beforeEach(() => api.database.db.deleteFrom('throttle_counters').execute());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: false },
      headers,
    });

  it('locks an account after 5 wrong passwords with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('max.mustermann@example.de', `falsch-${i}`)).status).toBe(403);
    const locked = await login('max.mustermann@example.de', DEMO_PASSWORD);
    expect(locked).toMatchObject({ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } });
    const response = await fetchRetryAfter(api, 'max.mustermann@example.de');
    expect(Number(response)).toBeGreaterThan(14 * 60);
    expect(Number(response)).toBeLessThanOrEqual(15 * 60);
    // Customer number and e-mail are one account: switching username does not help.
    expect((await login('10012345', DEMO_PASSWORD)).status).toBe(429);
  });

  it('does not reset the lock for a spoofed X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i += 1) {
      await login('anna.huber@example.at', `falsch-${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    expect(
      (await login('anna.huber@example.at', DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.7' }))
        .status,
    ).toBe(429);
  });

  it('counts unknown accounts too, so probing them is throttled the same way', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('niemand@example.de', 'x')).status).toBe(403);
    expect((await login('niemand@example.de', 'x')).status).toBe(429);
  });

  it('lets a locked customer back in by the reset link, which lifts the lock', async () => {
    for (let i = 0; i < 5; i += 1) await login('luca.meier@example.ch', `falsch-${i}`);
    expect((await login('luca.meier@example.ch', DEMO_PASSWORD)).status).toBe(429);
    await api.request('POST', '/api/cs/user/forgot-password', {
      body: { username: 'luca.meier@example.ch' },
    });
    const token = tokenOf(
      (await waitForMails(api.database.db, 'luca.meier@example.ch', 'password-reset'))[0]!,
    );
    expect(
      (
        await api.request('POST', '/api/cs/user/set-password', {
          body: { token, password: 'Neues-Passwort-2026' },
        })
      ).status,
    ).toBe(200);
    const again = await api.request('POST', '/api/cs/user/login', {
      body: {
        username: 'luca.meier@example.ch',
        password: 'Neues-Passwort-2026',
        stay_logged_in: false,
      },
      locale: 'de-CH',
    });
    expect(again.status).toBe(200);
  });

  it('still sends a magic link to a locked account', async () => {
    for (let i = 0; i < 5; i += 1) await login('max.mustermann@example.de', `falsch-${i}`);
    const send = await api.request('POST', '/api/cs/user/magic-link', {
      body: { username: 'max.mustermann@example.de', source: 'MY_ACCOUNT' },
    });
    expect(send.status).toBe(200);
    const token = tokenOf(
      (await waitForMails(api.database.db, 'max.mustermann@example.de', 'magic-link'))[0]!,
    );
    expect(
      (await api.request('POST', '/api/cs/user/magic-link/verify', { body: { token } })).status,
    ).toBe(200);
    expect((await login('max.mustermann@example.de', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits magic links and reset mails per account', async () => {
    const magic = () =>
      api.request('POST', '/api/cs/user/magic-link', {
        body: { username: 'niemand@example.de', source: 'MY_ACCOUNT' },
      });
    for (let i = 0; i < 3; i += 1) expect((await magic()).status).toBe(200);
    expect((await magic()).status).toBe(429);
    const forgot = () =>
      api.request('POST', '/api/cs/user/forgot-password', {
        body: { username: 'keiner@example.de' },
      });
    for (let i = 0; i < 3; i += 1) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
  });

  it('never locks a customer out of the username step: checks are limited per address only', async () => {
    const check = () => api.request('GET', '/api/cs/user/check-username?username=10012345');
    for (let i = 0; i < 40; i += 1) expect((await check()).status).toBe(200);
  });
});

/** Retry-After of one more refused login; the harness keeps headers out of TestResponse. */
async function fetchRetryAfter(api: TestApi, username: string): Promise<string | null> {
  const response = await fetch(`${api.baseUrl}/api/cs/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-id': 'account-view' },
    body: JSON.stringify({ username, password: 'x', stay_logged_in: false }),
  });
  return response.headers.get('retry-after');
}

describe.each(dialects)('throttling per address (%s)', (dialect) => {
  let api: TestApi;
  const auth = { ...authConfigFrom({}, 'local'), recaptcha: { mode: 'off' as const } };
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      config: {
        auth: {
          ...auth,
          trustedProxies: ['127.0.0.1'],
          throttling: {
            ...DEFAULT_THROTTLING,
            loginFailuresPerIp: { limit: 3, windowMs: 15 * MINUTE },
            usernameChecksPerIp: { limit: 3, windowMs: 15 * MINUTE },
            passkeyLoginOptionsPerIp: { limit: 3, windowMs: 15 * MINUTE },
          },
        },
      },
    });
  });
  afterAll(() => api.close());

  const login = (username: string, forwardedFor: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password: 'falsch', stay_logged_in: false },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits username checks per client address', async () => {
    const check = (username: string) =>
      api.request('GET', `/api/cs/user/check-username?username=${username}`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
    for (const username of ['10012345', '20012345', 'niemand@example.de'])
      expect((await check(username)).status).not.toBe(429);
    expect((await check('10012345')).status).toBe(429);
  });

  it('limits the passkey login challenges a client address may have stored', async () => {
    const options = (forwardedFor: string) =>
      api.request('POST', '/api/cs/user/passkey-login/options', {
        body: {},
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 3; i += 1) expect((await options('198.51.100.8')).status).toBe(200);
    expect(await options('198.51.100.8')).toMatchObject({
      status: 429,
      body: { errorKey: 'TOO_MANY_REQUESTS' },
    });
    const stored = await api.database.db
      .selectFrom('passkey_challenges')
      .select('challenge')
      .execute();
    expect(stored).toHaveLength(3);
    expect((await options('198.51.100.9')).status).toBe(200);
  });

  it('counts failures across accounts per client address behind a trusted proxy', async () => {
    expect((await login('a@example.de', '192.0.2.1')).status).toBe(403);
    expect((await login('b@example.de', '192.0.2.1')).status).toBe(403);
    expect((await login('c@example.de', '192.0.2.1')).status).toBe(403);
    expect((await login('d@example.de', '192.0.2.1')).status).toBe(429);
    // The proxy appends the real address last; what the client put before it is ignored.
    expect((await login('e@example.de', '203.0.113.9, 192.0.2.1')).status).toBe(429);
    expect((await login('f@example.de', '192.0.2.2')).status).toBe(403);
  });
});

describe.each(dialects)(
  'throttling behind a proxy that proves itself with a secret (%s)',
  (dialect) => {
    const secret = 'p'.repeat(40);
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect, {
        config: {
          auth: {
            ...authConfigFrom({}, 'local'),
            recaptcha: { mode: 'off' },
            // As `pnpm serve` runs it: the shell's proxy is on this machine, like every other process.
            trustedProxies: ['127.0.0.1'],
            trustedProxySecret: secret,
            throttling: {
              ...DEFAULT_THROTTLING,
              loginFailuresPerIp: { limit: 3, windowMs: 15 * MINUTE },
            },
          },
        },
      });
    });
    afterAll(() => api.close());

    const login = (username: string, headers: Record<string, string>) =>
      api.request('POST', '/api/cs/user/login', {
        body: { username, password: 'falsch', stay_logged_in: false },
        headers,
      });
    const viaShell = (address: string) => ({
      'x-forwarded-for': address,
      'x-trusted-proxy-secret': secret,
    });

    it("locks one client's address, not every other client of the same proxy", async () => {
      for (const username of ['a@example.de', 'b@example.de', 'c@example.de'])
        expect((await login(username, viaShell('192.0.2.1'))).status).toBe(403);
      expect((await login('d@example.de', viaShell('192.0.2.1'))).status).toBe(429);
      expect((await login('e@example.de', viaShell('192.0.2.2'))).status).toBe(403);
    });

    it('ignores X-Forwarded-For without the secret or with a wrong one: the socket address counts', async () => {
      const spoofed = (address: string) => ({ 'x-forwarded-for': address });
      expect((await login('f@example.de', spoofed('198.51.100.1'))).status).toBe(403);
      expect(
        (
          await login('g@example.de', {
            'x-forwarded-for': '198.51.100.2',
            'x-trusted-proxy-secret': 'q'.repeat(40),
          })
        ).status,
      ).toBe(403);
      expect((await login('h@example.de', spoofed('198.51.100.3'))).status).toBe(403);
      // Three failures from 127.0.0.1, whatever each claimed to be.
      expect((await login('i@example.de', spoofed('198.51.100.4'))).status).toBe(429);
      expect((await login('j@example.de', viaShell('192.0.2.3'))).status).toBe(403);
    });
  },
);
