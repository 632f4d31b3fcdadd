import { RuntimeConfig } from '@account/contracts';

/** Same path as the preload links in index.html, so the browser reuses those responses. */
export function assetUrl(file: string): string {
  return `${__BASE_PATH__ === '/' ? '' : __BASE_PATH__}/${file}`;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(assetUrl('runtime-config.json'));
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}

/** The path below the account root, which is what routes and the registry speak. */
export function pathBelowRoot(pathname: string): string {
  if (__BASE_PATH__ === '/' || !pathname.startsWith(__BASE_PATH__)) return pathname;
  return pathname.slice(__BASE_PATH__.length) || '/';
}
