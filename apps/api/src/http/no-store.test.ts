import { startTestApi, type TestApi } from '../test/api-harness';
import { loginAs, MAX } from '../test/session-helpers';
import { dialects } from '../test/test-database';

describe.each(dialects)('Cache-Control on answers about a customer (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it.each([
    '/api/cs/user/login-state',
    '/api/cs/user/personal-details',
    '/api/order-history/orders',
    '/api/orders/invoices/open',
  ])('sends no-store on %s, logged in or not', async (path) => {
    const cookies = await loginAs(api, MAX.email);
    const loggedIn = await api.request('GET', path, { cookies });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get('cache-control')).toBe('no-store');
    expect((await api.request('GET', path)).headers.get('cache-control')).toBe('no-store');
  });

  it('sends no-store on login and refresh, which carry the user and new cookies', async () => {
    const cookies = await loginAs(api, MAX.email);
    const refresh = await api.request('POST', '/api/cs/user/auth/refresh', { cookies });
    expect(refresh.headers.get('cache-control')).toBe('no-store');
  });

  it('lets product images be cached', async () => {
    const response = await api.request('GET', '/api/products/media/unknown.svg');
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });
});
