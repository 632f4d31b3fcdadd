// The monolith build's stand-in for packages/federation/src/runtime/federation.ts (same exports,
// swapped in by the webpack set-up): every remote's Root is a code-split chunk of this one build,
// with no federation runtime, registry or share scope. It exists to measure what federation
// costs (`pnpm bench` serves both builds side by side) and to pre-render pages at build time.
import type { ComponentType } from 'react';
import type { RemoteName, RemoteRegistryFile, RemoteWithHomeTiles } from '@account/contracts';

type RootModule = { default: ComponentType };

/** Every area's remote (a Record, so tsc fails here when an area is added without one). */
const remoteRoots: Record<RemoteName, () => Promise<RootModule>> = {
  login: () => import('@account/remote-login/src/Root'),
  orders: () => import('@account/remote-orders/src/Root'),
  addresses: () => import('@account/remote-addresses/src/Root'),
  payments: () => import('@account/remote-payments/src/Root'),
  wishlist: () => import('@account/remote-wishlist/src/Root'),
  creators: () => import('@account/remote-creators/src/Root'),
  doi: () => import('@account/remote-doi/src/Root'),
  profile: () => import('@account/remote-profile/src/Root'),
  service: () => import('@account/remote-service/src/Root'),
};

export async function startRemotes(
  _registryUrl: string,
  _fallback: RemoteRegistryFile,
  _environment: Promise<unknown>,
): Promise<void> {}

export function isRegistered(name: RemoteName): boolean {
  return name in remoteRoots;
}

export function loadRemoteRoot<T>(name: RemoteName): Promise<T> {
  return remoteRoots[name]() as Promise<T>;
}

export function preloadRemoteRoot(name: RemoteName): Promise<void> {
  return loadRemoteRoot(name).then(() => undefined);
}

/**
 * The areas' home tiles, code-split like their roots, so both builds render the same home (a
 * Record, so tsc fails here when a slot gets a new owner without one).
 */
const remoteHomeTiles: Record<RemoteWithHomeTiles, () => Promise<unknown>> = {
  profile: () => import('@account/remote-profile/src/HomeTiles'),
  wishlist: () => import('@account/remote-wishlist/src/HomeTiles'),
  service: () => import('@account/remote-service/src/HomeTiles'),
  payments: () => import('@account/remote-payments/src/HomeTiles'),
  addresses: () => import('@account/remote-addresses/src/HomeTiles'),
};

export function loadRemoteHomeTiles(name: RemoteName): Promise<void> {
  const load = remoteHomeTiles[name as RemoteWithHomeTiles];
  return (load?.() ?? Promise.resolve()).then(() => undefined);
}
