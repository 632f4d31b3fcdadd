import type { RuntimeConfig } from '@account/contracts';
import { loadRuntimeConfig as loadFrom } from '@account/federation';

/** Same path as the preload links in index.html, so the browser reuses those responses. */
export function assetUrl(file: string): string {
  return `${__BASE_PATH__ === '/' ? '' : __BASE_PATH__}/${file}`;
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return loadFrom(assetUrl('runtime-config.json'));
}

/** The path below the account root, which is what routes and the registry speak. */
export function pathBelowRoot(pathname: string): string {
  if (__BASE_PATH__ === '/' || !pathname.startsWith(__BASE_PATH__)) return pathname;
  return pathname.slice(__BASE_PATH__.length) || '/';
}
