import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { areaRoutes, REMOTE_ROOT_MODULE, type RemoteName, type RemoteRegistry } from '@account/contracts';
import { matchPath } from '@account/router';
import { preloadRemoteOnlyShared } from './preload-shared-plugin';

let registered: RemoteRegistry = {};

export function registerRegistry(registry: RemoteRegistry): void {
  registered = registry;
  registerPlugins([preloadRemoteOnlyShared()]);
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
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

/** The remote that owns a path relative to the account root, if any. */
export function remoteForPath(relativePath: string): RemoteName | null {
  for (const [name, routes] of Object.entries(areaRoutes)) {
    if (routes.some((route) => matchPath({ path: `/${route.path}`, end: true }, relativePath))) {
      return name as RemoteName;
    }
  }
  return null;
}

/**
 * Starts fetching the current page's remote while the host still checks the login state, so the
 * first render does not wait for two serial round trips more.
 */
export function preloadRemoteRoot(name: RemoteName): Promise<void> {
  if (!isRegistered(name) || !getInstance()) return Promise.resolve();
  return preloadRemote([{ nameOrAlias: name, exposes: [REMOTE_ROOT_MODULE] }]).catch(() => undefined);
}
