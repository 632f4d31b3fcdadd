import { request } from '@account/api-client';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { connectOtherTabs, endSession, SESSION_CHANNEL, sessionStore } from './index';
import { testCustomer } from './test/customer';

const user = testCustomer();
// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

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
  configureTestServices('de-DE');
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
  services.use(answer('customer', 'logout', new Response(null, { status: 204 })));
  const told = nextMessage(otherTab);
  await endSession();
  await expect(told).resolves.toEqual({ type: 'sessionEnded' });
});

it('tells the other tabs when a refused refresh ends the session here', async () => {
  services.use(
    answer('customer', 'personalDetails', failWith(401, 'NOT_LOGGED_IN')),
    answer('customer', 'refresh', failWith(401, 'NOT_LOGGED_IN')),
  );
  const told = nextMessage(otherTab);
  await expect(request('customer', 'user/personal-details')).rejects.toMatchObject({
    status: 401,
  });
  await expect(told).resolves.toEqual({ type: 'sessionEnded' });
});
