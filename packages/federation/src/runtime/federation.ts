// How the host reaches its remotes at run time. The monolith build (`pnpm build:monolith`)
// replaces this module with one of the same exports that imports every remote statically
// (apps/shell/src/monolith/static-remotes.ts); keep the two in step.
import {
  REMOTE_HOME_TILES_MODULE,
  REMOTE_ROOT_MODULE,
  type RemoteName,
  type RemoteRegistry,
} from '@account/contracts';
import { entryBeside, getModule, loadContainer, publishShareScope } from './containers';
import { loadRegistry } from './registry';

let registered: RemoteRegistry = {};

/** Reads the served registry (or the baked-in one) and registers its remotes. */
export async function startRemotes(registryUrl: string, fallback: RemoteRegistry): Promise<void> {
  registered = await loadRegistry(registryUrl, fallback);
  publishShareScope();
}

export function isRegistered(name: RemoteName): boolean {
  return registered[name] !== undefined;
}

function container(name: RemoteName) {
  const manifest = registered[name];
  if (!manifest) return Promise.reject(new Error(`Remote ${name} is not in the registry`));
  return loadContainer(name, entryBeside(manifest, window.location.href));
}

export function loadRemoteRoot<T>(name: RemoteName): Promise<T> {
  return container(name).then((entry) => getModule<T>(entry, REMOTE_ROOT_MODULE));
}

/**
 * Starts fetching the current page's remote while the host still checks the login state, so the
 * first render does not wait for two serial round trips more.
 */
export function preloadRemoteRoot(name: RemoteName): Promise<void> {
  if (!isRegistered(name)) return Promise.resolve();
  return container(name).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads a remote's home tiles, which register themselves; a remote that is down shows none. */
export function loadRemoteHomeTiles(name: RemoteName): Promise<void> {
  if (!isRegistered(name)) return Promise.resolve();
  return container(name)
    .then((entry) => getModule(entry, REMOTE_HOME_TILES_MODULE))
    .then(
      () => undefined,
      () => undefined,
    );
}
