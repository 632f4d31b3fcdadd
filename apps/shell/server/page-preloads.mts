// The manifest of a page's remote, named in the page's HTML so the browser fetches it together
// with the shell's own scripts, instead of once the shell's JavaScript has read the registry
// (docs/performance.md, "Round trips from the manifest").
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { remoteManifests } from './remote-manifests.mjs';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { areaRoutes, isWithinRoute } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/** The remote whose area a page (path below the account root, as 'login/username') lies in. */
export function remoteOfPage(page: string): string | null {
  const owner = Object.entries(areaRoutes).find(([, routes]) =>
    routes.some((route) => isWithinRoute(page, route)),
  );
  return owner?.[0] ?? null;
}

export interface PagePreload {
  href: string;
  rel: 'preload';
  as: 'fetch';
  crossorigin: true;
}

/**
 * The remote's manifest, read by the federation runtime with `fetch()` (a CORS request, hence
 * `crossorigin`, or the browser would fetch it twice). Only the manifest: a remote entry or chunk
 * preloaded while the remote's server is down stays failed in the page, and the area's retry
 * (federation.spec.ts) would get that failure again instead of loading the area.
 */
export function pagePreloads(manifestUrl: string): PagePreload[] {
  return [{ rel: 'preload', as: 'fetch', crossorigin: true, href: manifestUrl }];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The hints as `<link>` elements for the page's head, carrying the answer's CSP nonce. */
export function preloadLinks(preloads: PagePreload[], nonce: string): string {
  return preloads
    .map(
      ({ href, rel, as, crossorigin }) =>
        `<link rel="${rel}" href="${escapeAttribute(href)}"${as ? ` as="${as}"` : ''}${crossorigin ? ' crossorigin' : ''} nonce="${escapeAttribute(nonce)}" />`,
    )
    .join('');
}

/**
 * `preloadsOf(page)`: the hints for a page of the federated build (its dist holds the host's
 * mf-manifest.json). The monolith build has its areas in its own chunks and gets none; nor does a
 * page no remote serves, or whose remote's manifest is not to be had just now.
 */
export function pagePreloadsOf(
  distDir: string,
  publicDir: string,
  manifestFor: ReturnType<typeof remoteManifests>,
): (page: string) => Promise<PagePreload[]> {
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) return async () => [];
  const registry = registryOf(path.join(publicDir, 'remotes.json'));
  manifestFor.prefetch(Object.values(registry()));
  return async (page) => {
    const remote = remoteOfPage(page);
    const manifestUrl = remote ? registry()[remote] : undefined;
    if (!manifestUrl) return [];
    const manifest = await manifestFor(manifestUrl);
    return manifest ? pagePreloads(manifestUrl) : [];
  };
}

/** remotes.json, read again when it changes: a pointer switch takes effect without a restart. */
function registryOf(file: string): () => Record<string, string> {
  let seen: { mtimeMs: number; registry: Record<string, string> } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (seen?.mtimeMs !== mtimeMs)
      seen = { mtimeMs, registry: JSON.parse(readFileSync(file, 'utf8')) };
    return seen.registry;
  };
}
