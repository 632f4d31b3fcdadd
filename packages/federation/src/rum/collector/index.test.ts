import { configureApi } from '@account/api-client';
import type { RumReport } from '@account/contracts';
import { collect } from '.';
import { reportRemoteLoadFailure } from '../remote-load-failures';
import type { RumHost } from '../rum-host';
import type { WebVitalMeasurement } from './web-vitals';

const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });

configureApi({ services: { logging: '/api/logging' }, locale: 'de-AT' });

// Module Federation's page-wide snapshot of the manifests it read: the orders remote's names 2.4.0.
Object.assign(globalThis, {
  __FEDERATION__: {
    moduleInfo: {
      shell: {},
      'orders:http://localhost:3012/mf-manifest.json': { buildVersion: '2.4.0' },
      'profile:http://localhost:3015/mf-manifest.json': { buildVersion: 'v1 <script>' },
    },
  },
});

const shell: RumHost = {
  settings: { sampleRate: 0.1 },
  shop: 'de-AT',
  host: 'shell',
  hostPatterns: ['', 'content/:slug'],
  basePath: '/dpl/av',
};

/** A sampled page view's collector, whose web vitals the test reports. */
function collecting(host: RumHost = shell) {
  let reportVital: (measurement: WebVitalMeasurement) => void = () => undefined;
  collect(host, (record) => {
    reportVital = record;
  });
  return (measurement: WebVitalMeasurement) => reportVital(measurement);
}

function hide() {
  visibility = 'hidden';
  window.dispatchEvent(new Event('visibilitychange'));
}

interface Sent {
  url: string;
  body: string;
  batch: { shop: string; reports: RumReport[] };
}

/** jsdom's Blob has no text(); FileReader reads it as a browser's would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

async function sent(): Promise<Sent[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      const body = await textOf(data);
      return { url, body, batch: JSON.parse(body) };
    }),
  );
}

const lcp: WebVitalMeasurement = { kind: 'web-vital', metric: 'LCP', value: 1800, rating: 'good' };

beforeEach(() => {
  visibility = 'visible';
  window.history.replaceState(null, '', '/dpl/av/login');
  sendBeacon.mockClear();
});
// Each test's page view listens on the window for good; this sends what one left behind.
afterEach(() => window.dispatchEvent(new Event('pagehide')));

describe('real-user monitoring of a page view', () => {
  it('holds reports while the page is visible and sends them in one beacon to the logging service when it is hidden', async () => {
    const vital = collecting();
    vital(lcp);
    vital({ kind: 'web-vital', metric: 'TTFB', value: 120, rating: 'good' });
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    const [beacon, ...more] = await sent();
    expect(more).toEqual([]);
    expect(beacon!.url).toBe('/api/logging/vitals');
    expect(beacon!.batch).toEqual({
      shop: 'de-AT',
      reports: [
        { ...lcp, remote: 'login', version: 'unknown', template: '/login/*' },
        {
          kind: 'web-vital',
          metric: 'TTFB',
          value: 120,
          rating: 'good',
          remote: 'login',
          version: 'unknown',
          template: '/login/*',
        },
      ],
    });
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide too, and splits a long batch into beacons of at most 25 reports', async () => {
    const vital = collecting();
    for (let i = 0; i < 30; i += 1) vital(lcp);
    window.dispatchEvent(new Event('pagehide'));
    expect((await sent()).map(({ batch }) => batch.reports.length)).toEqual([25, 5]);
  });

  it('attributes each report to the remote owning the route, with its version and the route pattern, never the address', async () => {
    const vital = collecting();
    window.history.pushState(null, '', '/dpl/av/orders/73010007?tab=invoice#top');
    vital(lcp);
    window.history.pushState(null, '', '/dpl/av/');
    reportRemoteLoadFailure('wishlist');
    window.history.pushState(null, '', '/dpl/av/nowhere/123');
    vital(lcp);
    hide();
    const [{ body, batch }] = (await sent()) as [Sent];
    expect(
      batch.reports.map(({ remote, version, template }) => [remote, version, template]),
    ).toEqual([
      ['orders', '2.4.0', '/orders/*'],
      ['wishlist', 'unknown', '/'],
      ['shell', 'unknown', '/*'],
    ]);
    expect(body).not.toMatch(/73010007|invoice|123/);
  });

  it('reports a remote load failure that happened before the collector loaded, where it happened', async () => {
    window.history.pushState(null, '', '/dpl/av/my-profile');
    reportRemoteLoadFailure('profile');
    window.history.pushState(null, '', '/dpl/av/');
    collecting();
    hide();
    const [{ batch }] = (await sent()) as [Sent];
    expect(batch.reports).toEqual([
      {
        kind: 'remote_load_failure',
        remote: 'profile',
        version: 'unknown',
        template: '/my-profile',
      },
    ]);
  });

  it('reports uncaught errors and rejections by their class name only, never the message, and at most ten', async () => {
    collecting();
    window.history.pushState(null, '', '/dpl/av/my-addresses/edit/4711');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('No account for max.mustermann@example.de') }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'max.mustermann@example.de' });
    window.dispatchEvent(rejection);
    for (let i = 0; i < 20; i += 1) window.dispatchEvent(new ErrorEvent('error'));
    hide();
    const [{ body, batch }] = (await sent()) as [Sent];
    expect(batch.reports).toHaveLength(10);
    expect(batch.reports.slice(0, 2)).toEqual([
      {
        kind: 'error',
        name: 'TypeError',
        remote: 'addresses',
        version: 'unknown',
        template: '/my-addresses/*',
      },
      { kind: 'error', remote: 'addresses', version: 'unknown', template: '/my-addresses/*' },
    ]);
    expect(body).not.toMatch(/mustermann|4711/);
  });

  it("names a host's own page by its pattern", async () => {
    const vital = collecting();
    window.history.pushState(null, '', '/dpl/av/content/hilfe-42');
    vital(lcp);
    hide();
    const [{ batch }] = (await sent()) as [Sent];
    expect(batch.reports[0]).toMatchObject({ remote: 'shell', template: '/content/:slug' });
  });
});
