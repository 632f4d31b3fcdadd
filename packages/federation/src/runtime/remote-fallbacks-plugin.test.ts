import { createInstance } from '@module-federation/enhanced/runtime';
import { reportError } from '@account/tracking';
import { remoteFallbacks, setRemoteFallback } from './remote-fallbacks-plugin';
import { reportRemoteLoadFailure } from '../rum/remote-load-failures';

jest.mock('@account/tracking', () => ({ reportError: jest.fn() }));
jest.mock('../rum/remote-load-failures', () => ({ reportRemoteLoadFailure: jest.fn() }));

/** A host whose orders remote is down: every fetch of its manifest fails, as offline. */
function hostWithRemoteDown() {
  return createInstance({
    name: 'shell',
    remotes: [{ name: 'orders', entry: 'http://localhost:3012/mf-manifest.json' }],
    plugins: [
      { name: 'offline', fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      remoteFallbacks(),
    ],
  });
}

setRemoteFallback('HomeTiles', () => ({}));
// The runtime warns about the failed manifest on the console; the tests read its answers.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

it('answers a module with a fallback in its place when the remote is down, and reports it', async () => {
  await expect(hostWithRemoteDown().loadRemote('orders/HomeTiles')).resolves.toEqual({});
  expect(reportError).toHaveBeenCalledWith(
    'federation',
    'Remote module orders/HomeTiles could not be loaded',
    expect.anything(),
  );
  expect(reportRemoteLoadFailure).toHaveBeenCalledWith('orders');
});

it('lets a module without a fallback fail, for its caller to handle', async () => {
  await expect(hostWithRemoteDown().loadRemote('orders/OrderSummary')).rejects.toBeTruthy();
});
