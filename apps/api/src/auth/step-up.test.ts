import { startTestApi, type TestApi } from '../test/api-harness';
import { insertCustomerWithPassword, PROFILE_PASSWORD } from '../test/profile-fixtures';
import { ageAuthentication } from '../test/session-helpers';
import { dialects } from '../test/test-database';
import { hashToken } from './tokens';
import { STEP_UP_WINDOW_MS } from './step-up';

type Cookies = { av_access: string; av_refresh: string };

const WRONG = 'Falsch-2026!';
const HOLDER = 'Paula Probe';
const IBAN = 'DE89370400440532013000';

describe.each(dialects)('step-up: the 15-minute rule of every protected change (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  let counter = 0;
  /** A customer of its own per test (throttles and sessions start empty), logged in twice. */
  async function customer() {
    counter += 1;
    const email = `step-up-${dialect}-${counter}@example.de`;
    await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `66${dialect === 'sqlite' ? 1 : 2}${String(counter).padStart(5, '0')}`,
    });
    const login = async (): Promise<Cookies> => {
      const response = await api.request('POST', '/api/cs/user/login', {
        body: { username: email, password: PROFILE_PASSWORD, stay_logged_in: false },
      });
      expect(response.status).toBe(200);
      return {
        av_access: response.setCookies.av_access!.value,
        av_refresh: response.setCookies.av_refresh!.value,
      };
    };
    const other = await login();
    const cookies = await login();
    return { email, cookies, other };
  }

  const authenticatedAt = async (cookies: Cookies) =>
    (
      await api.database.db
        .selectFrom('sessions')
        .select('authenticated_at')
        .where('access_token_hash', '=', hashToken(cookies.av_access))
        .executeTakeFirstOrThrow()
    ).authenticated_at;

  /** The protected calls whose only proof is the step-up; each answers 200 when let through. */
  const stepUpCalls: Record<string, (cookies: Cookies, password?: string) => Promise<unknown>> = {
    'end other sessions': (cookies, password) =>
      api.request('POST', '/api/cs/user/security/sessions/end-others', {
        cookies,
        body: password ? { password } : undefined,
      }),
    'save bank details': (cookies, password) =>
      api.request('POST', '/api/payment/user/banking-details', {
        cookies,
        body: { account_holder: HOLDER, iban: IBAN, password },
      }),
    'delete bank details': async (cookies, password) => {
      // Something to delete, saved as if fresh (deleting nothing never asks); then the login's
      // age as the test set it.
      const minutesAgo = (Date.now() - (await authenticatedAt(cookies))) / 60_000;
      await ageAuthentication(api, cookies.av_access, 0);
      await api.request('POST', '/api/payment/user/banking-details', {
        cookies,
        body: { account_holder: HOLDER, iban: IBAN },
      });
      await ageAuthentication(api, cookies.av_access, minutesAgo);
      return api.request('DELETE', '/api/payment/user/banking-details', {
        cookies,
        body: password ? { password } : undefined,
      });
    },
  };

  it('covers 15 minutes', () => {
    expect(STEP_UP_WINDOW_MS).toBe(15 * 60_000);
  });

  describe.each(Object.keys(stepUpCalls))('%s', (name) => {
    const call = stepUpCalls[name]!;

    it('lets a login younger than 15 minutes through without the password', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 14);
      expect(await call(cookies)).toMatchObject({ status: 200 });
    });

    it('answers 403 PASSWORD_REQUIRED to a stale login without the password, and changes nothing', async () => {
      const { cookies, other } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      expect(await call(cookies)).toMatchObject({
        status: 403,
        body: { errorKey: 'PASSWORD_REQUIRED' },
      });
      // The other session still stands.
      expect(
        (await api.request('GET', '/api/cs/user/login-state', { cookies: other })).status,
      ).toBe(200);
    });

    it('answers 403 NOT_AUTHORIZED to a wrong password, and 429 once it was wrong too often', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(await call(cookies, WRONG)).toMatchObject({
          status: 403,
          body: { errorKey: 'NOT_AUTHORIZED' },
        });
      expect(await call(cookies, PROFILE_PASSWORD)).toMatchObject({
        status: 429,
        body: { errorKey: 'TOO_MANY_REQUESTS' },
      });
    });

    it('lets the right password through and counts it as a login for the next 15 minutes', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      const before = await authenticatedAt(cookies);
      expect(await call(cookies, PROFILE_PASSWORD)).toMatchObject({ status: 200 });
      expect(await authenticatedAt(cookies)).toBeGreaterThan(before + 15 * 60_000);
      // Another protected change right after needs no password again.
      expect(await stepUpCalls['end other sessions']!(cookies)).toMatchObject({ status: 200 });
    });
  });

  it('does not count a token refresh as an authentication', async () => {
    const { cookies } = await customer();
    await ageAuthentication(api, cookies.av_access, 16);
    const refreshed = await api.request('POST', '/api/cs/user/auth/refresh', { cookies });
    expect(refreshed.status).toBe(200);
    const renewed = {
      av_access: refreshed.setCookies.av_access!.value,
      av_refresh: refreshed.setCookies.av_refresh!.value,
    };
    expect(await stepUpCalls['end other sessions']!(renewed)).toMatchObject({
      status: 403,
      body: { errorKey: 'PASSWORD_REQUIRED' },
    });
  });

  /**
   * E-mail change, password change and account deletion ask for the current password every
   * time (spec section 7): that password is the step-up, whatever the login's age.
   */
  const passwordCalls: Record<string, (cookies: Cookies, password: string) => Promise<unknown>> = {
    'change e-mail': (cookies, password) =>
      api.request('POST', '/api/cs/user/change-email', {
        cookies,
        headers: { 'x-request-source': 'SHOP' },
        body: { new_email: `neu-${counter}-${dialect}@example.de`, password },
      }),
    'change password': (cookies, password) =>
      api.request('POST', '/api/cs/user/change-password', {
        cookies,
        body: { current_password: password, new_password: 'Herbstlaub-im-Wind-2026' },
      }),
    'delete account': (cookies, password) =>
      api.request('POST', '/api/cs/user/delete-account', { cookies, body: { password } }),
  };

  describe.each(Object.keys(passwordCalls))('%s (the spec’s password is the step-up)', (name) => {
    const call = passwordCalls[name]!;

    it('answers 403 NOT_AUTHORIZED to a wrong password even right after the login', async () => {
      const { cookies } = await customer();
      expect(await call(cookies, WRONG)).toMatchObject({
        status: 403,
        body: { errorKey: 'NOT_AUTHORIZED' },
      });
    });

    it('lets a stale login through with the right password and refreshes its authentication', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      const before = await authenticatedAt(cookies);
      expect(await call(cookies, PROFILE_PASSWORD)).toMatchObject({ status: 200 });
      if (name === 'delete account') return; // the session ended with the account
      expect(await authenticatedAt(cookies)).toBeGreaterThan(before + 15 * 60_000);
    });
  });
});
