import { configureApi, request } from '@account/api-client';
import { checkLoginState, endSession, sessionStore } from './index';
import { testCustomer } from './test/customer';

const user = testCustomer();

function answer(...responses: Array<() => Response>) {
  global.fetch = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }) as typeof fetch;
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status });
// The node environment keeps fetch and Response; the page's cookie string is all a document needs here.
const page = { cookie: '' };
Object.defineProperty(globalThis, 'document', { value: page, configurable: true });
const setCustomerCookie = (value: string) => (page.cookie = `av_consent=1; av_customer=${value}`);
const clearCustomerCookie = () => (page.cookie = 'av_consent=1');

beforeEach(() => {
  configureApi({ services: { customer: '/api/cs' }, locale: 'de-DE' });
  sessionStore.setState({ status: 'unknown', user: null });
  setCustomerCookie('10012345');
});
afterEach(() => {
  clearCustomerCookie();
  jest.restoreAllMocks();
});

describe('session', () => {
  it('moves from unknown to logged in with the user of the state check', async () => {
    answer(json(200, { state: 'LOGGED_IN', ...user }));
    await checkLoginState();
    expect(sessionStore.getState()).toEqual({ status: 'loggedIn', user });
  });

  it('treats a failed state check as logged out', async () => {
    answer(json(500, {}));
    await checkLoginState();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('knows a visitor without the customer-number cookie is logged out without asking the service', async () => {
    clearCustomerCookie();
    answer();
    await checkLoginState();
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('logs a state of another customer than the cookie names and treats it as logged out', async () => {
    configureApi({
      services: { customer: '/api/cs', logging: '/api/logging' },
      locale: 'de-DE',
    });
    setCustomerCookie('20012345');
    answer(json(200, { state: 'LOGGED_IN', ...user }), () => new Response(null, { status: 204 }));
    await checkLoginState();
    expect(sessionStore.getState()).toEqual({ status: 'loggedOut', user: null });
    const [url, init] = jest.mocked(global.fetch).mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/logging/logs');
    expect(JSON.parse(String(init.body))).toMatchObject({
      level: 'warning',
      source: 'session',
      code: 'CUSTOMER_NUMBER_MISMATCH',
    });
    // Customer numbers identify customers: the report names neither.
    expect(String(init.body)).not.toMatch(/[12]0012345/);
  });

  it('is logged out after logout even when the service cannot be reached', async () => {
    sessionStore.setState({ status: 'loggedIn', user: user as never });
    answer();
    await expect(endSession()).rejects.toBeDefined();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });
});

describe('a session that ends mid-visit', () => {
  it('has ended when a call’s token refresh is refused, so the login guard leads to login and says why', async () => {
    sessionStore.setState({ status: 'loggedIn', user });
    answer(json(401, { errorKey: 'NOT_LOGGED_IN' }), json(401, { errorKey: 'NOT_LOGGED_IN' }));
    await expect(request('customer', 'user/personal-details')).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionStore.getState()).toEqual({
      status: 'loggedOut',
      user: null,
      endedMidVisit: true,
    });
  });

  it('is no longer "ended" once the customer logs in again and then logs out', async () => {
    sessionStore.setState({ status: 'loggedOut', user: null, endedMidVisit: true });
    answer(json(200, { state: 'LOGGED_IN', ...user }), () => new Response(null, { status: 204 }));
    await checkLoginState();
    await endSession();
    expect(sessionStore.getState()).toEqual({ status: 'loggedOut', user: null });
  });

  it('stays logged in when the refresh got no answer', async () => {
    sessionStore.setState({ status: 'loggedIn', user });
    answer(json(401, { errorKey: 'NOT_LOGGED_IN' }));
    await expect(request('customer', 'user/personal-details')).rejects.toMatchObject({
      reason: 'CONNECTION',
    });
    expect(sessionStore.getState().status).toBe('loggedIn');
  });
});
