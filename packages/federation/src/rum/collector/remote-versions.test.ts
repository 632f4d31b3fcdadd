import { resolveRegistry } from '../../runtime/registry';
import { versionOf } from './remote-versions';

afterEach(() => Reflect.deleteProperty(globalThis, '__FEDERATION__'));

const snapshots = (moduleInfo: Record<string, unknown>) =>
  Object.assign(globalThis, { __FEDERATION__: { moduleInfo } });

describe('the version of a remote that ran, from the manifest the runtime read', () => {
  it("takes the build version of the remote's manifest, a canary's too", () => {
    snapshots({
      shell: {},
      'orders:http://localhost:3012/canary/mf-manifest.json': { buildVersion: '2.4.0-canary.3' },
      'ordersx:http://localhost:3099/mf-manifest.json': { buildVersion: '9.9.9' },
    });
    expect(versionOf('orders')).toBe('2.4.0-canary.3');
  });

  it('says unknown for a remote whose manifest never arrived or named no version a label can carry', () => {
    snapshots({
      'wishlist:http://localhost:3016/mf-manifest.json': { buildVersion: 'x'.repeat(40) },
      'profile:http://localhost:3015/mf-manifest.json': { buildVersion: 'v1 <script>' },
    });
    expect(versionOf('wishlist')).toBe('unknown');
    expect(versionOf('profile')).toBe('unknown');
    expect(versionOf('payments')).toBe('unknown');
    Reflect.deleteProperty(globalThis, '__FEDERATION__');
    expect(versionOf('orders')).toBe('unknown');
  });

  it("names the registry's choice for a remote whose manifest never arrived: a broken canary's failures are the canary's", async () => {
    const canary = { entry: 'https://cdn/orders/2.5.0/mf-manifest.json', version: '2.5.0' };
    await resolveRegistry(
      {
        orders: {
          entry: 'https://cdn/orders/2.4.0/mf-manifest.json',
          canary: { ...canary, share: 50 },
        },
      },
      'production',
      async () => ({ orders: { ...canary, channel: 'canary' } }),
    );
    snapshots({ shell: {} });
    expect(versionOf('orders')).toBe('2.5.0');
    // A manifest that did arrive says what ran, whatever the registry meant.
    snapshots({ 'orders:https://cdn/orders/2.5.0/mf-manifest.json': { buildVersion: '2.5.1' } });
    expect(versionOf('orders')).toBe('2.5.1');
  });
});
