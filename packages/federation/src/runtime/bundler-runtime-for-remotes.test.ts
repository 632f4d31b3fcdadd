import { createInstance } from '@module-federation/enhanced/runtime';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeHolder } from './bundler-runtime-global';

type FromHost = typeof import('./bundler-runtime-from-host');
type ForRemotes = typeof import('./bundler-runtime-for-remotes');

declare global {
  var FEDERATION_HAS_EXPOSES: boolean | undefined;
}

/**
 * The plugin, over a bundler runtime as a host's build makes it: a host exposes nothing, so its
 * build leaves the container's init out (the flag MF's plugin defines).
 */
async function bundlerRuntimeForRemotes() {
  globalThis.FEDERATION_HAS_EXPOSES = false;
  const plugin: ForRemotes = await import('./bundler-runtime-for-remotes');
  return plugin.default();
}

/** The module a remote's federation entry imports in place of its own bundler runtime. */
async function remoteSide(): Promise<FromHost['default']> {
  let loaded: FromHost | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./bundler-runtime-from-host');
  });
  return loaded!.default;
}

afterEach(() => {
  bundlerRuntimeHolder[BUNDLER_RUNTIME_GLOBAL] = undefined;
  globalThis.FEDERATION_HAS_EXPOSES = undefined;
});

it('a remote started before any host provides the bundler runtime fails with a message that says so', async () => {
  await expect(remoteSide()).rejects.toThrow(
    `provides its bundler runtime (${BUNDLER_RUNTIME_GLOBAL})`,
  );
});

it('the host hands its remotes every function their containers call, the container init included', async () => {
  createInstance({ name: 'shell', remotes: [], plugins: [await bundlerRuntimeForRemotes()] });
  const { bundlerRuntime, attachShareScopeMap } = await remoteSide();
  for (const call of ['init', 'initContainerEntry', 'remotes', 'consumes', 'I'] as const)
    expect(bundlerRuntime![call]).toEqual(expect.any(Function));
  expect(attachShareScopeMap).toEqual(expect.any(Function));
});

it('each remote keeps its own options and instance around the host’s shared functions', async () => {
  createInstance({ name: 'shell', remotes: [], plugins: [await bundlerRuntimeForRemotes()] });
  const [orders, wishlist] = [await remoteSide(), await remoteSide()];
  expect(orders.bundlerRuntime).toBe(wishlist.bundlerRuntime);
  expect(orders.bundlerRuntimeOptions).not.toBe(wishlist.bundlerRuntimeOptions);
  expect(orders.instance).toBeUndefined();
});
