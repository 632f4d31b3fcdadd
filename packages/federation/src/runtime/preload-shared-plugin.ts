import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_HOME_TILES_MODULE } from '@account/contracts';

interface SnapshotShared {
  sharedName: string;
  assets: { js: { sync: string[] } };
}

/**
 * Chrome answers the first script of a preloaded address with the preload's own result, a failure
 * too, without asking the server again: webpack's one load of that shared chunk would fail even
 * after the remote's server is back, and the area's retry with it (federation.spec.ts). A script
 * element spends the failed preload at once; the chunk is then fetched anew when it is needed.
 */
function spendFailedPreload(href: string): void {
  const script = document.createElement('script');
  script.src = href;
  script.onload = script.onerror = () => script.remove();
  document.head.appendChild(script);
}

function preload(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.onerror = () => spendFailedPreload(href);
  document.head.appendChild(link);
}

/**
 * Shared libraries no remote needs to paint: the zod resolver is loaded at a form's first check
 * (the login's username step, remotes/login/src/components/username-resolver.ts) or with the
 * chunk of a page whose form imports it, and webpack fetches a chunk's shared modules in parallel
 * with the chunk. Preloading it beside the entry would only add its bytes before the first paint.
 */
const LOADED_WITH_A_FORM = new Set(['@hookform/resolvers/zod']);
/**
 * Shared libraries a remote imports only where the browser needs them: the German hyphenation
 * patterns (110.4 kB gzip), fetched where the browser has no German dictionary (decision 071).
 */
const LOADED_ON_DEMAND = new Set(['hyphen/de-1996']);

/**
 * Shared libraries that only a remote brings (the host does not provide them, e.g. the form
 * library) are otherwise fetched after the remote's entry has run: one serial round trip more.
 * As soon as the remote's manifest is known, they are preloaded beside the entry. Not for home
 * tiles: they hold no form, and home asks five remotes for theirs, so each remote's copy of the
 * form library was fetched for nothing (54 kB of home's JS; docs/performance.md).
 */
export function preloadRemoteOnlyShared(): ModuleFederationRuntimePlugin {
  return {
    name: 'account-preload-remote-only-shared',
    afterLoadSnapshot(args) {
      const { remoteSnapshot, moduleInfo, host, id } = args;
      if (id === `${moduleInfo.name}/${REMOTE_HOME_TILES_MODULE}`) return args;
      const shared = (remoteSnapshot as { shared?: SnapshotShared[] }).shared ?? [];
      const entry = (moduleInfo as { entry?: string }).entry;
      if (!entry) return args;
      for (const item of shared) {
        if (
          host.options.shared[item.sharedName] ||
          LOADED_WITH_A_FORM.has(item.sharedName) ||
          LOADED_ON_DEMAND.has(item.sharedName)
        )
          continue;
        for (const asset of item.assets.js.sync) preload(new URL(asset, entry).href);
      }
      return args;
    },
  };
}
