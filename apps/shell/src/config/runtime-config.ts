import type { RuntimeConfig } from '@account/contracts';

/** Same path as the preload links in index.html, so the browser reuses those responses. */
export function assetUrl(file: string): string {
  return `${__BASE_PATH__ === '/' ? '' : __BASE_PATH__}/${file}`;
}

const REQUIRED: Array<keyof RuntimeConfig> = ['environment', 'shops', 'services', 'flags'];

/**
 * The deployment's own file, so a presence check suffices; the zod schema in contracts guards
 * it where it is written (the config test) and keeps zod out of the browser bundle.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(assetUrl('runtime-config.json'));
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  const missing = REQUIRED.filter((key) => config[key] === undefined);
  if (missing.length) throw new Error(`runtime-config.json lacks ${missing.join(', ')}`);
  return config;
}

/** The path below the account root, which is what routes and the registry speak. */
export function pathBelowRoot(pathname: string): string {
  if (__BASE_PATH__ === '/' || !pathname.startsWith(__BASE_PATH__)) return pathname;
  return pathname.slice(__BASE_PATH__.length) || '/';
}
