import { DEFAULT_THROTTLING } from '../../../auth/auth-config';
import { startTestApi, testConfig, type TestApi } from '../../../test/api-harness';
import { mailsTo } from '../../../test/outbox';
import { dialects } from '../../../test/test-database';

const MINUTE = 60_000;

/** The four calls that mail a link share one guard: same answer for everyone, same limits. */
describe.each(dialects)('mail requests (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const routes: Array<[string, (username: string) => object]> = [
    ['/api/cs/user/forgot-password', (username) => ({ username })],
    ['/api/cs/user/magic-link', (username) => ({ username, source: 'MY_ACCOUNT' })],
    ['/api/cs/user/light-users/resend-activation-email', (username) => ({ username })],
    ['/api/cs/user/social-login/link-mail', (username) => ({ link_token: username })],
  ];

  it.each(routes)(
    '%s answers an unknown account like a known one, with an empty 200 and no mail',
    async (path, body) => {
      const response = await api.request('POST', path, { body: body('niemand@example.de') });
      expect(response).toMatchObject({ status: 200, body: {} });
      expect(await mailsTo(api.database.db, 'niemand@example.de')).toBe(0);
    },
  );

  it.each(routes)('%s limits requests per client address with 429', async (path, body) => {
    const limited = await startTestApi(dialect, {
      seed: false,
      config: {
        auth: {
          ...testConfig(api.database).auth,
          throttling: Object.fromEntries(
            Object.entries(DEFAULT_THROTTLING).map(([name, rule]) => [
              name,
              name.endsWith('PerIp') ? { limit: 2, windowMs: 15 * MINUTE } : rule,
            ]),
          ) as typeof DEFAULT_THROTTLING,
        },
      },
    });
    try {
      for (const i of [1, 2])
        expect(
          (await limited.request('POST', path, { body: body(`niemand${i}@example.de`) })).status,
        ).toBe(200);
      expect(
        (await limited.request('POST', path, { body: body('niemand3@example.de') })).status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
