import { issueSocialSignUp } from '../domain/customer/login/social-sign-ups';
import { startTestApi, type TestApi } from '../test/api-harness';
import { insertCustomerWithPassword, PROFILE_PASSWORD } from '../test/profile-fixtures';
import { ageAuthentication } from '../test/session-helpers';
import { dialects } from '../test/test-database';
import { hashToken } from '../domain/tokens/tokens';
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
      email_confirmed_at: Date.now(),
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

  /** The id of the customer's session that is not the one of `cookies`. */
  async function otherSessionOf(cookies: Cookies): Promise<string> {
    const list = await api.request('GET', '/api/cs/user/security/sessions', { cookies });
    const sessions = (list.body as { sessions: { id: string; current: boolean }[] }).sessions;
    return sessions.find((session) => !session.current)!.id;
  }

  /** The protected calls whose only proof is the step-up; each answers 2xx when let through. */
  const stepUpCalls: Record<string, (cookies: Cookies, password?: string) => Promise<unknown>> = {
    'end other sessions': (cookies, password) =>
      api.request('POST', '/api/cs/user/security/sessions/end-others', {
        cookies,
        body: password ? { password } : undefined,
      }),
    // Issue 33: ending another device one by one, as "end all others" does.
    'end one other session': async (cookies, password) =>
      api.request('DELETE', `/api/cs/user/security/sessions/${await otherSessionOf(cookies)}`, {
        cookies,
        body: password ? { password } : undefined,
      }),
    // Issue 33: stay-logged-in on lengthens the session to 60 days.
    'turn stay-logged-in on': (cookies, password) =>
      api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
        cookies,
        body: { stay_logged_in: true, password },
      }),
    // Issue 33: how the shop collects.
    'change the preferred payment method': (cookies, password) =>
      api.request('PATCH', '/api/payment/user/preferred-payment', {
        cookies,
        body: { preferred_payment_method: 'INVOICE', password },
      }),
    // Issue 33: a provider login is a new way into the account.
    'link a provider login to the account': async (cookies, password) => {
      counter += 1;
      const signUpToken = await issueSocialSignUp(api.database.db, {
        provider: 'GOOGLE',
        subject: `google-step-up-${dialect}-${counter}`,
        email: '',
      });
      return api.request('POST', '/api/cs/user/social-login/link-sign-up', {
        cookies,
        body: { sign_up_token: signUpToken, password },
      });
    },
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

  /** Let through: 200, or 204 for the link (it answers nothing). */
  const letThrough = (response: unknown) =>
    [200, 204].includes((response as { status: number }).status);

  it('covers 15 minutes', () => {
    expect(STEP_UP_WINDOW_MS).toBe(15 * 60_000);
  });

  describe.each(Object.keys(stepUpCalls))('%s', (name) => {
    const call = stepUpCalls[name]!;

    it('lets a login younger than 15 minutes through without the password', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 14);
      expect(letThrough(await call(cookies))).toBe(true);
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
      expect(letThrough(await call(cookies, PROFILE_PASSWORD))).toBe(true);
      expect(await authenticatedAt(cookies)).toBeGreaterThan(before + 15 * 60_000);
      // Another protected change right after needs no password again.
      expect(await stepUpCalls['end other sessions']!(cookies)).toMatchObject({ status: 200 });
    });
  });

  describe('what a refused re-check leaves, and what needs none (issue 33)', () => {
    const customerIdOf = async (email: string) =>
      await api.database.db
        .selectFrom('customers')
        .select(['id', 'preferred_payment_method'])
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();

    it('ends its own session without the password: that is the logout', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      const own = (
        (await api.request('GET', '/api/cs/user/security/sessions', { cookies })).body as {
          sessions: { id: string; current: boolean }[];
        }
      ).sessions.find((session) => session.current)!;
      expect(
        await api.request('DELETE', `/api/cs/user/security/sessions/${own.id}`, { cookies }),
      ).toMatchObject({ status: 200 });
      expect((await api.request('GET', '/api/cs/user/login-state', { cookies })).status).toBe(401);
    });

    it('leaves stay-logged-in off when refused, and turns it off without the password', async () => {
      const { cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      const turnOn = await stepUpCalls['turn stay-logged-in on']!(cookies);
      expect(turnOn).toMatchObject({ status: 403, body: { errorKey: 'PASSWORD_REQUIRED' } });
      expect(
        await api.request('GET', '/api/cs/user/auth/stay-logged-in', { cookies }),
      ).toMatchObject({ body: { stayLoggedIn: false } });
      expect(await stepUpCalls['turn stay-logged-in on']!(cookies, PROFILE_PASSWORD)).toMatchObject(
        { status: 200 },
      );
      await ageAuthentication(api, cookies.av_access, 16);
      expect(
        await api.request('PATCH', '/api/cs/user/auth/stay-logged-in', {
          cookies,
          body: { stay_logged_in: false },
        }),
      ).toMatchObject({ status: 200, body: { stayLoggedIn: false } });
    });

    it('keeps the preferred method when refused; choosing the one already preferred asks nothing', async () => {
      const { email, cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      await stepUpCalls['change the preferred payment method']!(cookies);
      expect((await customerIdOf(email)).preferred_payment_method).toBeNull();
      await stepUpCalls['change the preferred payment method']!(cookies, PROFILE_PASSWORD);
      await ageAuthentication(api, cookies.av_access, 16);
      expect(await stepUpCalls['change the preferred payment method']!(cookies)).toMatchObject({
        status: 200,
        body: { preferredPaymentMethod: 'INVOICE' },
      });
      // What cannot be preferred says so before the password is asked.
      expect(
        await api.request('PATCH', '/api/payment/user/preferred-payment', {
          cookies,
          body: { preferred_payment_method: 'DIRECT_DEBIT' },
        }),
      ).toMatchObject({ status: 409, body: { errorKey: 'BANK_DETAILS_REQUIRED' } });
    });

    it('links no provider login when refused', async () => {
      const { email, cookies } = await customer();
      await ageAuthentication(api, cookies.av_access, 16);
      await stepUpCalls['link a provider login to the account']!(cookies);
      await stepUpCalls['link a provider login to the account']!(cookies, WRONG);
      const { id } = await customerIdOf(email);
      expect(
        await api.database.db
          .selectFrom('social_logins')
          .select('provider')
          .where('customer_id', '=', id)
          .execute(),
      ).toEqual([]);
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
