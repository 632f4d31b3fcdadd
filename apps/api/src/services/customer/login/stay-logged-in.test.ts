import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../../auth/sessions';
import { hashToken } from '../../../domain/tokens/tokens';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

const DAY_SECONDS = 24 * 60 * 60;

describe.each(dialects)('user/auth/stay-logged-in (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('reads and switches the preference of the current session, with the refresh cookie lifetime', async () => {
    const cookies = await loginAs(api, MAX.email);
    expect(await api.request('GET', '/api/cs/user/auth/stay-logged-in', { cookies })).toMatchObject(
      { status: 200, body: { stayLoggedIn: false } },
    );
    const on = await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
      cookies,
      body: { stay_logged_in: true },
    });
    expect(on).toMatchObject({ status: 200, body: { stayLoggedIn: true } });
    expect(on.setCookies.av_refresh?.attributes['max-age']).toBe(String(60 * DAY_SECONDS));
    expect(await api.request('GET', '/api/cs/user/auth/stay-logged-in', { cookies })).toMatchObject(
      { body: { stayLoggedIn: true } },
    );
    const off = await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
      cookies,
      body: { stay_logged_in: false },
    });
    expect(off.setCookies.av_refresh?.attributes['max-age']).toBe(String(10 * DAY_SECONDS));
  });

  it('never extends a session past 365 days after its login', async () => {
    const cookies = await loginAs(api, MAX.email);
    await api.database.db
      .updateTable('sessions')
      .set({ created_at: Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + 2 * DAY_SECONDS * 1000 })
      .where('refresh_token_hash', '=', hashToken(cookies.av_refresh))
      .execute();
    const on = await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
      cookies,
      body: { stay_logged_in: true },
    });
    expect(Number(on.setCookies.av_refresh?.attributes['max-age'])).toBeLessThanOrEqual(
      2 * DAY_SECONDS,
    );
    const { expires_at, created_at } = await api.database.db
      .selectFrom('sessions')
      .select(['expires_at', 'created_at'])
      .where('refresh_token_hash', '=', hashToken(cookies.av_refresh))
      .executeTakeFirstOrThrow();
    expect(expires_at).toBe(created_at + SESSION_ABSOLUTE_LIFETIME_MS);
  });

  it('needs a login, the client header and a boolean', async () => {
    const cookies = await loginAs(api, MAX.email);
    expect((await api.request('GET', '/api/cs/user/auth/stay-logged-in')).status).toBe(401);
    expect(
      (
        await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
          cookies,
          body: { stay_logged_in: true },
          withoutClientId: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
          cookies,
          body: { stay_logged_in: 'ja' },
        })
      ).status,
    ).toBe(400);
  });
});
