// How the host reaches its remotes at run time. The monolith build (`pnpm build:monolith`)
// replaces this module with one of the same exports that imports every remote statically
// (apps/shell/src/monolith/static-remotes.ts); keep the two in step.
import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  REMOTE_HOME_TILES_MODULE,
  REMOTE_ROOT_MODULE,
  type RemoteName,
  type RemoteRegistry,
  type RuntimeConfig,
} from '@account/contracts';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { preloadRemoteOnlyShared } from './preload-shared-plugin';
import { fetchDeploymentFile } from '../host/deployment-files';
import { remoteFallbacks, setRemoteFallback } from './remote-fallbacks-plugin';
import { loadRegistry, withDeveloperOverrides } from './registry';

let registered: RemoteRegistry = {};

/** A remote that is down gives no home tiles; the home page shows the others. */
setRemoteFallback(REMOTE_HOME_TILES_MODULE, () => ({}));

/**
 * A manifest, entry or chunk that fails is fetched twice more (a deploy's pointer switch, a lost
 * connection on the train) before the area's fallback shows; then the customer's own retry.
 * The page's own remote's manifest comes from the copy in the page when it carries one: the
 * runtime calls every plugin's fetch and keeps the last answer, so that choice is made here, in
 * the one plugin that fetches, not in a second one.
 */
const retryPlugin = RetryPlugin({
  fetch: { retryTimes: 2 },
  script: { retryTimes: 2, retryDelay: 500 },
});
// Its hook's type lets a plugin decline; RetryPlugin's own always fetches a Response.
const fetchWithRetry = retryPlugin.fetch as (url: string, init?: RequestInit) => Promise<Response>;
const retry: typeof retryPlugin = {
  ...retryPlugin,
  fetch: (url, options) => fetchDeploymentFile(url, options, fetchWithRetry),
};

export function registerRegistry(registry: RemoteRegistry): void {
  registered = registry;
  registerPlugins([preloadRemoteOnlyShared(), retry, remoteFallbacks()]);
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Reads the served registry (or the baked-in one) and registers its remotes, with a developer's
 * overrides where the environment is not production.
 */
export async function startRemotes(
  registryUrl: string,
  fallback: RemoteRegistry,
  environment: Promise<RuntimeConfig['environment']>,
): Promise<void> {
  const [registry, env] = await Promise.all([loadRegistry(registryUrl, fallback), environment]);
  registerRegistry(withDeveloperOverrides(registry, env));
}

export function isRegistered(name: RemoteName): boolean {
  return registered[name] !== undefined;
}

export function loadRemoteRoot<T>(name: RemoteName): Promise<T> {
  return loadRemote<T>(`${name}/${REMOTE_ROOT_MODULE}`).then((module) => {
    if (!module) throw new Error(`Remote ${name} did not provide ${REMOTE_ROOT_MODULE}`);
    return module;
  });
}

/**
 * Starts fetching the current page's remote while the host still checks the login state, so the
 * first render does not wait for two serial round trips more.
 */
export function preloadRemoteRoot(name: RemoteName): Promise<void> {
  if (!isRegistered(name) || !getInstance()) return Promise.resolve();
  return preloadRemote([{ nameOrAlias: name, exposes: [REMOTE_ROOT_MODULE] }]).catch(
    () => undefined,
  );
}

/** Loads a remote's home tiles, which register themselves; a remote that is down shows none. */
export async function loadRemoteHomeTiles(name: RemoteName): Promise<void> {
  if (!isRegistered(name)) return;
  await loadRemote(`${name}/${REMOTE_HOME_TILES_MODULE}`);
}
