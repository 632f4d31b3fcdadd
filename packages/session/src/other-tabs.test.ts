import { configureApi, request } from '@account/api-client';
import { connectOtherTabs, endSession, SESSION_CHANNEL, sessionStore } from './index';
import { testCustomer } from './test/customer';

const user = testCustomer();

// Two tabs: this one (the store under test) and another, each with its own channel (Node's
// BroadcastChannel delivers between instances of one process as browsers do between tabs).
let thisTab: BroadcastChannel;
let otherTab: BroadcastChannel;
let disconnect: () => void;

const nextMessage = (channel: BroadcastChannel) =>
  new Promise<unknown>((resolve) =>
    channel.addEventListener('message', (event) => resolve((event as MessageEvent).data), {
      once: true,
    }),
  );
const storeChange = () =>
  new Promise<void>((resolve) => {
    const stop = sessionStore.subscribe(() => {
      stop();
      resolve();
    });
  });

beforeEach(() => {
  configureApi({ services: { customer: '/api/cs' }, locale: 'de-DE' });
  Object.defineProperty(globalThis, 'document', { value: { cookie: '' }, configurable: true });
  thisTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab = new BroadcastChannel(SESSION_CHANNEL);
  disconnect = connectOtherTabs(thisTab);
  sessionStore.setState({ status: 'loggedIn', user }, true);
});
afterEach(() => {
  disconnect();
  thisTab.close();
  otherTab.close();
});

it('ends the session here, with the reason, when another tab logged out', async () => {
  const changed = storeChange();
  otherTab.postMessage({ type: 'sessionEnded' });
  await changed;
  expect(sessionStore.getState()).toEqual({
    status: 'loggedOut',
    user: null,
    endedMidVisit: true,
  });
});

it('tells the other tabs when the customer logs out here', async () => {
  global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as typeof fetch;
  const told = nextMessage(otherTab);
  await endSession();
  await expect(told).resolves.toEqual({ type: 'sessionEnded' });
});

it('tells the other tabs when a refused refresh ends the session here', async () => {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ errorKey: 'NOT_LOGGED_IN' }), { status: 401 }),
  ) as typeof fetch;
  const told = nextMessage(otherTab);
  await expect(request('customer', 'user/personal-details')).rejects.toMatchObject({
    status: 401,
  });
  await expect(told).resolves.toEqual({ type: 'sessionEnded' });
});
