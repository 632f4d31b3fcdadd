import { authConfigFrom } from './auth-config';
import { createRecaptchaVerifier } from './recaptcha';
import { startTestApi, type TestApi } from '../test/api-harness';

describe('reCAPTCHA verifier', () => {
  it('is off unless configured', async () => {
    expect(authConfigFrom({}).recaptcha).toEqual({ mode: 'off' });
    expect(await createRecaptchaVerifier({ mode: 'off' }).verify(undefined, '127.0.0.1')).toBe(true);
  });

  it('asks Google in production and fails closed on errors and low scores', async () => {
    const answers = [{ success: true, score: 0.9 }, { success: true, score: 0.1 }, { success: false }];
    const fakeFetch = jest.fn(async () => new Response(JSON.stringify(answers.shift())));
    const verifier = createRecaptchaVerifier({ mode: 'google', secret: 's3cret', minScore: 0.5 }, fakeFetch as unknown as typeof fetch);
    expect(await verifier.verify('t', '192.0.2.1')).toBe(true);
    expect(await verifier.verify('t', '192.0.2.1')).toBe(false);
    expect(await verifier.verify('t', '192.0.2.1')).toBe(false);
    expect(await verifier.verify(undefined, '192.0.2.1')).toBe(false);
    const failing = createRecaptchaVerifier({ mode: 'google', secret: 's', minScore: 0.5 }, (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch);
    expect(await failing.verify('t', '192.0.2.1')).toBe(false);
    expect(String((fakeFetch.mock.calls[0] as unknown[])[0])).toBe('https://www.google.com/recaptcha/api/siteverify');
  });
});

describe('reCAPTCHA on the login calls (offline verifier)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { config: { auth: authConfigFrom({ RECAPTCHA_MODE: 'offline', RECAPTCHA_OFFLINE_TOKEN: 'ok' }) } });
  });
  afterAll(() => api.close());

  const calls: Array<[string, string, object | undefined]> = [
    ['GET', '/api/cs/user/check-username?username=10012345', undefined],
    ['POST', '/api/cs/user/login', { username: '10012345', password: 'Sommer2026!', stay_logged_in: false }],
    ['POST', '/api/cs/user/magic-link', { username: '10012345', source: 'MY_ACCOUNT' }],
    ['POST', '/api/cs/user/forgot-password', { username: '10012345' }],
  ];

  it.each(calls)('%s %s refuses a missing or wrong token and accepts the right one', async (method, path, body) => {
    const withToken = (token?: string) =>
      api.request(method, path, { ...(body ? { body } : {}), headers: token ? { 'X-Recaptcha-Token': token } : {} });
    expect(await withToken()).toMatchObject({ status: 400, body: { errorKey: 'RECAPTCHA_INVALID' } });
    expect(await withToken('falsch')).toMatchObject({ status: 400, body: { errorKey: 'RECAPTCHA_INVALID' } });
    expect((await withToken('ok')).status).toBe(200);
  });
});
