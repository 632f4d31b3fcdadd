import { configureApi } from '@account/api-client';
import { checkLoginState, endSession, sessionStore } from './index';

const user = {
  firstName: 'Max', lastName: 'Mustermann', username: '10012345', email: 'max.mustermann@example.de',
  customerNumber: '10012345', customerId: 'c1', customerClass: 'DEMO', customerType: 'FULL',
  countryCode: 'DE', isLightUser: false,
};

function answer(...responses: Array<() => Response>) {
  global.fetch = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }) as typeof fetch;
}
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  configureApi({ services: { customer: '/api/cs' }, locale: 'de-DE' });
  sessionStore.setState({ status: 'unknown', user: null });
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

  it('is logged out after logout even when the service cannot be reached', async () => {
    sessionStore.setState({ status: 'loggedIn', user: user as never });
    answer();
    await expect(endSession()).rejects.toBeDefined();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });
});
