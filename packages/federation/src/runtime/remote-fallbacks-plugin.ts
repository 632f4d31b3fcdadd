import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportError } from '@account/tracking';
import { reportRemoteLoadFailure } from '../rum/remote-load-failures';

/** Per exposed module (`Root`, `HomeTiles`), what `loadRemote` gives when its remote is down. */
const fallbacks = new Map<string, () => unknown>();

/**
 * Sets what a host shows in place of an exposed module whose remote could not be loaded. The
 * runtime calls it after the retry plugin gave up; the React layer gives the area's page.
 */
export function setRemoteFallback(expose: string, fallback: () => unknown): void {
  fallbacks.set(expose, fallback);
}

/**
 * Module Federation's own failure hook: a remote that stays unreachable (manifest, entry or
 * chunk) is reported once, to the log and to real-user monitoring, and answered with the module's
 * fallback, so callers get a module instead of an error. Exposes without a fallback keep failing
 * (the caller decides).
 */
export function remoteFallbacks(): ModuleFederationRuntimePlugin {
  return {
    name: 'account-remote-fallbacks',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const fallback = fallbacks.get(id.slice(id.indexOf('/') + 1));
      if (!fallback) return undefined;
      reportError('federation', `Remote module ${id} could not be loaded`, error);
      reportRemoteLoadFailure(id.slice(0, id.indexOf('/')));
      return fallback();
    },
  };
}
