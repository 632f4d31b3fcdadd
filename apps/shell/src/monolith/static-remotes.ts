// The monolith build's stand-in for packages/federation/src/runtime/federation.ts (same exports,
// swapped in by the webpack set-up): every remote's Root is a code-split chunk of this one build,
// with no federation runtime, registry or share scope. It exists to measure what federation
// costs (`pnpm bench` serves both builds side by side) and to pre-render pages at build time.
import type { ComponentType } from 'react';
import type { RemoteName, RemoteRegistry } from '@account/contracts';

type RootModule = { default: ComponentType };

/** The remotes built so far; areas without one show the "not reachable" fallback, as federated. */
const remoteRoots: Partial<Record<RemoteName, () => Promise<RootModule>>> = {
  login: () => import('@account/remote-login/src/Root'),
  orders: () => import('@account/remote-orders/src/Root'),
};

export async function startRemotes(
  _registryUrl: string,
  _fallback: RemoteRegistry,
): Promise<void> {}

export function isRegistered(name: RemoteName): boolean {
  return remoteRoots[name] !== undefined;
}

export function loadRemoteRoot<T>(name: RemoteName): Promise<T> {
  const load = remoteRoots[name];
  if (!load) return Promise.reject(new Error(`No remote ${name} in this build`));
  return load() as Promise<T>;
}

export function preloadRemoteRoot(name: RemoteName): Promise<void> {
  return isRegistered(name) ? loadRemoteRoot(name).then(() => undefined) : Promise.resolve();
}

/** Home tiles come from the federated remotes only; this build measures pages, not tiles. */
export function loadRemoteHomeTiles(_name: RemoteName): Promise<void> {
  return Promise.resolve();
}
