import { DEMO_PASSWORD } from '../seed/demo-customers';
import { startTestApi, type TestApi } from '../test/api-harness';
import { loginAs, MAX } from '../test/session-helpers';
import { dialects } from '../test/test-database';

describe.each(dialects)('cross-site protection (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const forbidden = { status: 403, body: { errorKey: 'FORBIDDEN_CROSS_SITE' } };
  const loginBody = { username: MAX.email, password: DEMO_PASSWORD, stay_logged_in: false };

  it('refuses a login without x-client-id, even with the right password', async () => {
    const response = await api.request('POST', '/api/cs/user/login', {
      body: loginBody,
      withoutClientId: true,
    });
    expect(response).toMatchObject(forbidden);
    expect(response.setCookies).toEqual({});
  });

  it('refuses a login with another client id', async () => {
    const response = await api.request('POST', '/api/cs/user/login', {
      body: loginBody,
      withoutClientId: true,
      headers: { 'x-client-id': 'evil-site' },
    });
    expect(response).toMatchObject(forbidden);
  });

  it('refuses a logout link from another site and keeps the session', async () => {
    const cookies = await loginAs(api, MAX.email);
    expect(
      await api.request('GET', '/api/cs/user/auth/logout', { cookies, withoutClientId: true }),
    ).toMatchObject(forbidden);
    expect(
      await api.request('GET', '/api/cs/user/login-state', {
        cookies: { av_access: cookies.av_access },
      }),
    ).toMatchObject({ status: 200 });
  });

  it('refuses a token refresh without x-client-id', async () => {
    const cookies = await loginAs(api, MAX.email);
    const response = await api.request('POST', '/api/cs/user/auth/refresh', {
      cookies,
      withoutClientId: true,
    });
    expect(response).toMatchObject(forbidden);
  });

  it('lets reading calls through without x-client-id', async () => {
    const cookies = await loginAs(api, MAX.email);
    const response = await api.request('GET', '/api/cs/user/login-state', {
      cookies,
      withoutClientId: true,
    });
    expect(response.status).toBe(200);
  });
});
