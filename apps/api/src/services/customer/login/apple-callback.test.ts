import { startTestApi, type TestApi } from '../../../test/api-harness';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('POST /api/cs/user/social-login/apple/callback/{shop} (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  // As appleid.apple.com's page posts it: cross-site, a form, without our client header or cookies.
  const post = (shop: string, form: Record<string, string>) =>
    fetch(`${api.baseUrl}/api/cs/user/social-login/apple/callback/${shop}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
      },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });

  it("hands Apple's answer on to the shop's callback page, the name only in the fragment", async () => {
    const user = JSON.stringify({ name: { firstName: 'Anna', lastName: 'Huber' } });
    const response = await post('de-AT', { code: 'c0de', state: 'st4te', user, other: 'x' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://at.localhost:3000/login/social/apple');
    expect(Object.fromEntries(location.searchParams)).toEqual({ code: 'c0de', state: 'st4te' });
    expect(new URLSearchParams(location.hash.slice(1)).get('user')).toBe(user);
    // It acts for nobody: no cookie is set or needed.
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('passes a cancellation on and refuses a shop that does not exist', async () => {
    const cancelled = await post('de-DE', { error: 'user_cancelled_authorize', state: 's' });
    expect(Object.fromEntries(new URL(cancelled.headers.get('location')!).searchParams)).toEqual({
      error: 'user_cancelled_authorize',
      state: 's',
    });
    expect((await post('en-US', { code: 'c', state: 's' })).status).toBe(400);
  });

  it('keeps the cross-site protection on every other social-login route', async () => {
    const response = await api.request('POST', '/api/cs/user/social-login', {
      body: {},
      withoutClientId: true,
    });
    expect(response).toMatchObject({ status: 403, body: { errorKey: 'FORBIDDEN_CROSS_SITE' } });
  });
});
