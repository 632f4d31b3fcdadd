import { hashToken } from '../../../domain/tokens/tokens';
import { ROTATION_GRACE_MS, SESSION_ABSOLUTE_LIFETIME_MS } from '../../../auth/sessions';
import { startTestApi, type TestApi, type TestResponse } from '../../../test/api-harness';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('session: login state, refresh, logout (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const loginState = (cookies?: Record<string, string>) =>
    api.request('GET', '/api/cs/user/login-state', cookies ? { cookies } : {});
  const refresh = (cookies?: Record<string, string>) =>
    api.request('POST', '/api/cs/user/auth/refresh', cookies ? { cookies } : {});
  const logout = (cookies?: Record<string, string>) =>
    api.request('GET', '/api/cs/user/auth/logout', cookies ? { cookies } : {});

  describe('GET user/login-state', () => {
    it('answers LOGGED_IN with the user, username as logged in with', async () => {
      const cookies = await loginAs(api, ' 0010012345');
      const response = await loginState({ av_access: cookies.av_access });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        state: 'LOGGED_IN',
        username: '10012345',
        email: MAX.email,
        customerNumber: MAX.customerNumber,
        firstName: 'Max',
        customerType: 'FULL',
        isLightUser: false,
      });
      // Tracking's handle is the hash; encryptedEmail is not produced (issue 24,
      // docs/decisions/033-reference-data-and-the-rest-of-the-spec.md).
      expect(response.body.emailHash).toMatch(/^[0-9a-f]{64}$/);
      expect(response.body).not.toHaveProperty('encryptedEmail');
      expect(JSON.stringify(response.body)).not.toMatch(/encrypted/i);
    });

    it('answers 401 NOT_LOGGED_IN without or with an unknown access cookie', async () => {
      expect(await loginState()).toMatchObject({
        status: 401,
        body: { errorKey: 'NOT_LOGGED_IN' },
      });
      expect(await loginState({ av_access: 'forged' })).toMatchObject({ status: 401 });
    });

    it('answers 401 once the access token has expired, and a refresh brings the login back', async () => {
      const cookies = await loginAs(api, MAX.email);
      await api.database.db
        .updateTable('sessions')
        .set({ access_expires_at: Date.now() - 1 })
        .execute();
      expect(await loginState({ av_access: cookies.av_access })).toMatchObject({ status: 401 });

      const refreshed = await refresh({ av_refresh: cookies.av_refresh });
      expect(refreshed.status).toBe(200);
      const access = refreshed.setCookies.av_access?.value ?? '';
      expect(await loginState({ av_access: access })).toMatchObject({
        status: 200,
        body: { state: 'LOGGED_IN' },
      });
    });
  });

  describe('POST user/auth/refresh', () => {
    it('rotates both tokens, answers stayLoggedIn and invalidates the old access token', async () => {
      const cookies = await loginAs(api, MAX.email, { stayLoggedIn: true });
      const response = await refresh({ av_refresh: cookies.av_refresh });

      expect(response).toMatchObject({ status: 200, body: { stayLoggedIn: true } });
      const next = {
        access: response.setCookies.av_access,
        refresh: response.setCookies.av_refresh,
      };
      expect(next.access?.value).toBeTruthy();
      expect(next.access?.value).not.toBe(cookies.av_access);
      expect(next.refresh?.value).not.toBe(cookies.av_refresh);
      expect(next.refresh?.attributes).toMatchObject({
        path: '/api/cs/user/auth',
        'max-age': String(60 * 24 * 3600),
      });
      // The page-readable customer number lives as long as the refresh cookie (spec section 4).
      expect(response.setCookies.av_customer).toMatchObject({
        value: MAX.customerNumber,
        attributes: { path: '/', 'max-age': String(60 * 24 * 3600) },
      });
      expect(response.setCookies.av_customer?.attributes.httponly).toBeUndefined();
      expect(await loginState({ av_access: cookies.av_access })).toMatchObject({ status: 401 });
      expect(await loginState({ av_access: next.access?.value ?? '' })).toMatchObject({
        status: 200,
      });
    });

    it('answers stayLoggedIn false for a session without stay-logged-in', async () => {
      const cookies = await loginAs(api, MAX.email);
      expect(await refresh({ av_refresh: cookies.av_refresh })).toMatchObject({
        status: 200,
        body: { stayLoggedIn: false },
      });
    });

    const cookiesOf = (response: TestResponse) => ({
      av_access: response.setCookies.av_access?.value ?? '',
      av_refresh: response.setCookies.av_refresh?.value ?? '',
    });
    const pastGrace = () =>
      api.database.db
        .updateTable('rotated_refresh_tokens')
        .set({ rotated_at: Date.now() - ROTATION_GRACE_MS - 1 })
        .execute();

    it('revokes the whole session when the rotated refresh token comes back after the grace period', async () => {
      const stolen = await loginAs(api, MAX.email);
      const current = cookiesOf(await refresh({ av_refresh: stolen.av_refresh }));
      await pastGrace();

      const replay = await refresh({ av_refresh: stolen.av_refresh });
      expect(replay).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });

      expect(await loginState({ av_access: current.av_access })).toMatchObject({ status: 401 });
      expect(await refresh({ av_refresh: current.av_refresh })).toMatchObject({ status: 401 });
    });

    it('answers a second tab refreshing with the same token at the same moment with the current session', async () => {
      const cookies = await loginAs(api, MAX.email, { stayLoggedIn: true });
      const [first, second] = await Promise.all([
        refresh({ av_refresh: cookies.av_refresh }),
        refresh({ av_refresh: cookies.av_refresh }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual({ stayLoggedIn: true });
      // Exactly one of the two set new cookies; the browser shares them between its tabs.
      const winner = first.setCookies.av_refresh ? first : second;
      expect((first.setCookies.av_refresh ? second : first).setCookies).toEqual({});
      const current = cookiesOf(winner);
      expect(await loginState({ av_access: current.av_access })).toMatchObject({ status: 200 });
      expect((await refresh({ av_refresh: current.av_refresh })).status).toBe(200);
    });

    it('revokes the session when a refresh token two rotations old comes back, even within the grace period', async () => {
      const stolen = await loginAs(api, MAX.email);
      const second = cookiesOf(await refresh({ av_refresh: stolen.av_refresh }));
      const current = cookiesOf(await refresh({ av_refresh: second.av_refresh }));

      expect(await refresh({ av_refresh: stolen.av_refresh })).toMatchObject({ status: 401 });
      expect(await loginState({ av_access: current.av_access })).toMatchObject({ status: 401 });
      expect(await refresh({ av_refresh: current.av_refresh })).toMatchObject({ status: 401 });
    });

    it('answers 401 and clears the cookies without a valid refresh cookie', async () => {
      const response = await refresh({ av_refresh: 'forged' });
      expect(response).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });
      expect(response.setCookies.av_access?.value).toBe('');
      expect(response.setCookies.av_refresh).toMatchObject({
        value: '',
        attributes: { path: '/api/cs/user/auth' },
      });
      expect(await refresh()).toMatchObject({ status: 401 });
    });

    it('answers 401 for an expired session', async () => {
      const cookies = await loginAs(api, MAX.email);
      await api.database.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .execute();
      expect(await refresh({ av_refresh: cookies.av_refresh })).toMatchObject({ status: 401 });
    });

    /** Moves a session's login back in time, as if the customer had logged in that long ago. */
    const loggedInAgo = (refreshToken: string, ms: number) =>
      api.database.db
        .updateTable('sessions')
        .set({ created_at: Date.now() - ms })
        .where('refresh_token_hash', '=', hashToken(refreshToken))
        .execute();

    it('ends a session 365 days after its login, however recently it was refreshed', async () => {
      const cookies = await loginAs(api, MAX.email, { stayLoggedIn: true });
      await loggedInAgo(cookies.av_refresh, SESSION_ABSOLUTE_LIFETIME_MS + 1000);
      // Refreshed yesterday, so 59 days of inactivity are left; the login is a year old.
      expect(await refresh({ av_refresh: cookies.av_refresh })).toMatchObject({ status: 401 });
      expect(await loginState({ av_access: cookies.av_access })).toMatchObject({ status: 401 });
    });

    it('lets a refresh near the absolute end keep the cookie only until that end', async () => {
      const cookies = await loginAs(api, MAX.email, { stayLoggedIn: true });
      await loggedInAgo(cookies.av_refresh, SESSION_ABSOLUTE_LIFETIME_MS - 24 * 3600_000);
      const response = await refresh({ av_refresh: cookies.av_refresh });
      expect(response.status).toBe(200);
      const maxAge = Number(response.setCookies.av_refresh?.attributes['max-age']);
      expect(maxAge).toBeGreaterThan(24 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(24 * 3600);
      expect(response.setCookies.av_customer?.attributes['max-age']).toBe(String(maxAge));
      const stored = await api.database.db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('refresh_token_hash', '=', hashToken(response.setCookies.av_refresh?.value ?? ''))
        .executeTakeFirstOrThrow();
      expect(stored.expires_at).toBe(stored.created_at + SESSION_ABSOLUTE_LIFETIME_MS);
    });
  });

  describe('GET user/auth/logout', () => {
    it('revokes the session on the server and clears both cookies', async () => {
      const cookies = await loginAs(api, MAX.email);
      const response = await logout(cookies);
      expect(response).toMatchObject({ status: 200, body: {} });
      expect(response.setCookies.av_access).toMatchObject({
        value: '',
        attributes: { path: '/api' },
      });
      expect(response.setCookies.av_refresh).toMatchObject({
        value: '',
        attributes: { path: '/api/cs/user/auth' },
      });
      expect(response.setCookies.av_customer).toMatchObject({
        value: '',
        attributes: { path: '/' },
      });
      // The browser drops cached answers of the account; its storage keeps the customer type (spec section 4).
      expect(response.headers.get('clear-site-data')).toBe('"cache"');

      expect(await loginState({ av_access: cookies.av_access })).toMatchObject({ status: 401 });
      expect(await refresh({ av_refresh: cookies.av_refresh })).toMatchObject({ status: 401 });
    });

    it('revokes the session by its refresh cookie alone', async () => {
      const cookies = await loginAs(api, MAX.email);
      await logout({ av_refresh: cookies.av_refresh });
      expect(await loginState({ av_access: cookies.av_access })).toMatchObject({ status: 401 });
    });

    it('answers 200 when not logged in', async () => {
      expect(await logout()).toMatchObject({ status: 200, body: {} });
    });
  });
});
