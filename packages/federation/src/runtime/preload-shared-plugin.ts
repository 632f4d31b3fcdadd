import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface SnapshotShared {
  sharedName: string;
  assets: { js: { sync: string[] } };
}

function preload(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Shared libraries that only a remote brings (the host does not provide them, e.g. the form
 * library) are otherwise fetched after the remote's entry has run: one serial round trip more.
 * As soon as the remote's manifest is known, they are preloaded beside the entry.
 */
export function preloadRemoteOnlyShared(): ModuleFederationRuntimePlugin {
  return {
    name: 'account-preload-remote-only-shared',
    afterLoadSnapshot(args) {
      const { remoteSnapshot, moduleInfo, host } = args;
      const shared = (remoteSnapshot as { shared?: SnapshotShared[] }).shared ?? [];
      const entry = (moduleInfo as { entry?: string }).entry;
      if (!entry) return args;
      for (const item of shared) {
        if (host.options.shared[item.sharedName]) continue;
        for (const asset of item.assets.js.sync) preload(new URL(asset, entry).href);
      }
      return args;
    },
  };
}
