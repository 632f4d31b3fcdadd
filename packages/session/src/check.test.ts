import { request } from '@account/api-client';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { checkLoginState, endSession, sessionStore } from './index';
import { testCustomer } from './test/customer';

const user = testCustomer();

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));
const notLoggedIn = () => failWith(401, 'NOT_LOGGED_IN');
// The node environment keeps fetch and Response; the page's cookie string is all a document needs here.
const page = { cookie: '' };
Object.defineProperty(globalThis, 'document', { value: page, configurable: true });
const setCustomerCookie = (value: string) => (page.cookie = `av_consent=1; av_customer=${value}`);
const clearCustomerCookie = () => (page.cookie = 'av_consent=1');

beforeEach(() => {
  configureTestServices('de-DE');
  sessionStore.setState({ status: 'unknown', user: null });
  setCustomerCookie('10012345');
});
afterEach(() => {
  clearCustomerCookie();
  jest.restoreAllMocks();
});

describe('session', () => {
  it('moves from unknown to logged in with the user of the state check', async () => {
    services.use(answer('customer', 'loginState', { state: 'LOGGED_IN', ...user }));
    await checkLoginState();
    expect(sessionStore.getState()).toEqual({ status: 'loggedIn', user });
  });

  it('treats a failed state check as logged out', async () => {
    services.use(answer('customer', 'loginState', failWith(500)));
    await checkLoginState();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('knows a visitor without the customer-number cookie is logged out without asking the service', async () => {
    clearCustomerCookie();
    await checkLoginState();
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(services.calls).toEqual([]);
  });

  it('logs a state of another customer than the cookie names and treats it as logged out', async () => {
    setCustomerCookie('20012345');
    // The report goes out without being waited for: the test waits for it to arrive.
    const reported = new Promise<unknown>((resolve) =>
      services.use(
        answer('customer', 'loginState', { state: 'LOGGED_IN', ...user }),
        answer('logging', 'log', ({ body }) => {
          resolve(body);
          return undefined;
        }),
      ),
    );
    await checkLoginState();
    expect(sessionStore.getState()).toEqual({ status: 'loggedOut', user: null });
    const report = await reported;
    expect(report).toMatchObject({
      level: 'warning',
      source: 'session',
      code: 'CUSTOMER_NUMBER_MISMATCH',
    });
    // Customer numbers identify customers: the report names neither.
    expect(JSON.stringify(report)).not.toMatch(/[12]0012345/);
  });

  it('is logged out after logout even when the service cannot be reached', async () => {
    sessionStore.setState({ status: 'loggedIn', user: user as never });
    services.use(answer('customer', 'logout', Response.error()));
    await expect(endSession()).rejects.toBeDefined();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });
});

describe('a session that ends mid-visit', () => {
  it('has ended when a call’s token refresh is refused, so the login guard leads to login and says why', async () => {
    sessionStore.setState({ status: 'loggedIn', user });
    services.use(
      answer('customer', 'personalDetails', notLoggedIn()),
      answer('customer', 'refresh', notLoggedIn()),
    );
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
    services.use(
      answer('customer', 'loginState', { state: 'LOGGED_IN', ...user }),
      answer('customer', 'logout', new Response(null, { status: 204 })),
    );
    await checkLoginState();
    await endSession();
    expect(sessionStore.getState()).toEqual({ status: 'loggedOut', user: null });
  });

  it('stays logged in when the refresh got no answer', async () => {
    sessionStore.setState({ status: 'loggedIn', user });
    services.use(
      answer('customer', 'personalDetails', notLoggedIn()),
      answer('customer', 'refresh', Response.error()),
    );
    await expect(request('customer', 'user/personal-details')).rejects.toMatchObject({
      reason: 'CONNECTION',
    });
    expect(sessionStore.getState().status).toBe('loggedIn');
  });
});
