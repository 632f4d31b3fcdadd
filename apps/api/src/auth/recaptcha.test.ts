import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { authConfigFrom } from './auth-config';
import { createRecaptchaVerifier } from './recaptcha';
import { startTestApi, type TestApi } from '../test/api-harness';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';

describe.each(dialects)('offline reCAPTCHA verifier (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('issues tokens that pass once, within two minutes, and nothing else passes', async () => {
    let now = 1_000_000;
    const verifier = createRecaptchaVerifier({ mode: 'offline' }, database.db, fetch, () => now);
    const token = await verifier.issue!();
    expect(await verifier.verify(undefined, '127.0.0.1')).toBe(false);
    expect(await verifier.verify('offline-recaptcha-ok', '127.0.0.1')).toBe(false);
    expect(await verifier.verify(token, '127.0.0.1')).toBe(true);
    expect(await verifier.verify(token, '127.0.0.1')).toBe(false);
    const late = await verifier.issue!();
    now += 2 * 60_000;
    expect(await verifier.verify(late, '127.0.0.1')).toBe(false);
  });

  it('accepts a token issued by another API instance on the same database, once across both', async () => {
    // Two instances behind one load balancer: the page fetches its token from one and sends the
    // login to the other.
    const first = createRecaptchaVerifier({ mode: 'offline' }, database.db);
    const second = createRecaptchaVerifier({ mode: 'offline' }, database.db);
    const token = await first.issue!();
    expect(await second.verify(token, '127.0.0.1')).toBe(true);
    expect(await first.verify(token, '127.0.0.1')).toBe(false);
    const raced = await first.issue!();
    const answers = await Promise.all([
      second.verify(raced, '127.0.0.1'),
      first.verify(raced, '127.0.0.1'),
      second.verify(raced, '127.0.0.1'),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});

describe('reCAPTCHA verifier', () => {
  /** Google's verifier never touches the database. */
  const noDatabase = {} as Kysely<Database>;

  it('asks Google in production and fails closed on errors and low scores', async () => {
    const answers = [
      { success: true, score: 0.9 },
      { success: true, score: 0.1 },
      { success: false },
    ];
    const fakeFetch = jest.fn(async () => new Response(JSON.stringify(answers.shift())));
    const verifier = createRecaptchaVerifier(
      { mode: 'google', secret: 's3cret', minScore: 0.5 },
      noDatabase,
      fakeFetch as unknown as typeof fetch,
    );
    expect(await verifier.verify('t', '192.0.2.1')).toBe(true);
    expect(await verifier.verify('t', '192.0.2.1')).toBe(false);
    expect(await verifier.verify('t', '192.0.2.1')).toBe(false);
    expect(await verifier.verify(undefined, '192.0.2.1')).toBe(false);
    const failing = createRecaptchaVerifier(
      { mode: 'google', secret: 's', minScore: 0.5 },
      noDatabase,
      (async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch,
    );
    expect(await failing.verify('t', '192.0.2.1')).toBe(false);
    expect(String((fakeFetch.mock.calls[0] as unknown[])[0])).toBe(
      'https://www.google.com/recaptcha/api/siteverify',
    );
  });
});

describe('reCAPTCHA on the login calls (offline verifier, as run locally)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { config: { auth: authConfigFrom({}, 'local') } });
  });
  afterAll(() => api.close());

  const issue = async (): Promise<string> =>
    (await api.request('POST', '/api/recaptcha-offline/token')).body.token;

  const calls: Array<[string, string, object | undefined]> = [
    ['GET', '/api/cs/user/check-username?username=10012345', undefined],
    [
      'POST',
      '/api/cs/user/login',
      { username: '10012345', password: 'Sommer2026!', stay_logged_in: false },
    ],
    ['POST', '/api/cs/user/magic-link', { username: '10012345', source: 'MY_ACCOUNT' }],
    ['POST', '/api/cs/user/forgot-password', { username: '10012345' }],
    [
      'POST',
      '/api/cs/user/light-users/resend-activation-email',
      { username: 'niemand@example.de' },
    ],
    ['POST', '/api/cs/user/social-login/link-mail', { link_token: 'unbekannt' }],
  ];

  it.each(calls)(
    '%s %s refuses a missing, made-up or used token and accepts an issued one once',
    async (method, path, body) => {
      const withToken = (token?: string) =>
        api.request(method, path, {
          ...(body ? { body } : {}),
          headers: token ? { 'X-Recaptcha-Token': token } : {},
        });
      expect(await withToken()).toMatchObject({
        status: 400,
        body: { errorKey: 'RECAPTCHA_INVALID' },
      });
      expect(await withToken('offline-recaptcha-ok')).toMatchObject({
        status: 400,
        body: { errorKey: 'RECAPTCHA_INVALID' },
      });
      const token = await issue();
      expect((await withToken(token)).status).toBe(200);
      expect(await withToken(token)).toMatchObject({
        status: 400,
        body: { errorKey: 'RECAPTCHA_INVALID' },
      });
    },
  );

  it('guards the light-account activation state, which tells light accounts apart', async () => {
    const activation = (token?: string) =>
      api.request('GET', '/api/cs/user/light-users/activation?username=max.mustermann@example.de', {
        headers: token ? { 'X-Recaptcha-Token': token } : {},
      });
    expect(await activation()).toMatchObject({
      status: 400,
      body: { errorKey: 'RECAPTCHA_INVALID' },
    });
    // Max's account is a full one: with a token, the answer the page needs.
    expect(await activation(await issue())).toMatchObject({
      status: 404,
      body: { errorKey: 'ACCOUNT_NOT_EXIST' },
    });
  });

  it('issues tokens only where the offline verifier runs', async () => {
    const off = await startTestApi('sqlite', { seed: false });
    try {
      expect((await off.request('POST', '/api/recaptcha-offline/token')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
