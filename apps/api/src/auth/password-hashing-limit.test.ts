import { DEMO_PASSWORD } from '../seed/demo-customers';
import { startTestApi, type TestApi } from '../test/api-harness';
import { dialects } from '../test/test-database';
import { passwordHashingLimitFrom } from './password-hashing-limit';
import { aTraceId } from '../test/trace-id';

describe.each(dialects)('logins beyond the password-hashing limit (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    // One hash at a time and one waiting: the third concurrent login is over the limit.
    api = await startTestApi(dialect, {
      config: { passwordHashing: { concurrency: 1, queue: 1 } },
    });
  });
  afterAll(() => api.close());

  const login = () =>
    api.request('POST', '/api/cs/user/login', {
      body: {
        username: 'max.mustermann@example.de',
        password: DEMO_PASSWORD,
        stay_logged_in: false,
      },
    });

  it('answers the excess at once with 503 and Retry-After, and lets the rest log in', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, login));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toEqual({ errorKey: 'SERVICE_UNAVAILABLE', traceId: aTraceId() });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // The refusals are not failed logins: the account is not throttled afterwards.
    expect((await login()).status).toBe(200);
  });
});

describe('the password-hashing limit from the environment', () => {
  it('defaults to at most one computation per core and two waiting per slot', () => {
    const { concurrency, queue } = passwordHashingLimitFrom({});
    expect(concurrency).toBeGreaterThanOrEqual(1);
    expect(concurrency).toBeLessThanOrEqual(4);
    expect(queue).toBe(2 * concurrency);
  });

  it('takes the configured sizes and refuses nonsense', () => {
    expect(
      passwordHashingLimitFrom({ PASSWORD_HASHING_CONCURRENCY: '3', PASSWORD_HASHING_QUEUE: '0' }),
    ).toEqual({ concurrency: 3, queue: 0 });
    expect(() => passwordHashingLimitFrom({ PASSWORD_HASHING_CONCURRENCY: '0' })).toThrow();
    expect(() => passwordHashingLimitFrom({ PASSWORD_HASHING_QUEUE: 'viele' })).toThrow();
  });
});
