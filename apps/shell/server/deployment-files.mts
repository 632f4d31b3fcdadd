// The deployment files a page's scripts read before anything else (runtime-config.json and
// remotes.json), written into the page itself: the page then needs no request for them before it
// is usable (docs/performance.md, "Deployment files in the page"). The page's scripts take the
// copies (packages/federation/src/host/deployment-files.ts) and fetch what the page does not carry.
// The manifest of the page's remote is named in the page, fetched together with the shell's own
// scripts, but not carried: with its copy the browser would fetch that remote's entry and shared
// chunks at once, and if that remote's server cannot be reached just then, a shared chunk that
// failed stays failed in the page and the area's retry cannot load it (federation.spec.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { remoteManifests } from './remote-manifests.mjs';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { areaRoutes, isWithinRoute } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/** The element the page's scripts read the copies from (deployment-files.ts in federation). */
const ELEMENT_ID = 'deployment-files';

/** The remote whose area a page (path below the account root, as 'login/username') lies in. */
export function remoteOfPage(page: string): string | null {
  const owner = Object.entries(areaRoutes).find(([, routes]) =>
    routes.some((route) => isWithinRoute(page, route)),
  );
  return owner?.[0] ?? null;
}

/** Copies of files by the address the page's scripts fetch them from. */
export type DeploymentFiles = Record<string, unknown>;

export interface PageFiles {
  files: DeploymentFiles;
  /** The manifest of the remote serving the page, if it serves one now: preloaded, not carried. */
  manifestUrl: string | null;
}

/**
 * `filesOf(page)`: what a page carries and names. Every page carries runtime-config.json; a page
 * of the federated build (its dist holds the host's mf-manifest.json) also the registry, and names
 * the manifest of the remote that serves it where that manifest is to be had just now. The
 * monolith has its areas in its own chunks and needs neither.
 */
export function pageFilesOf(
  distDir: string,
  publicDir: string,
  basePath: string,
  manifestFor: ReturnType<typeof remoteManifests>,
): (page: string) => Promise<PageFiles> {
  const address = (file: string) => `${basePath === '/' ? '' : basePath}/${file}`;
  const runtimeConfig = jsonFileOf(path.join(publicDir, 'runtime-config.json'));
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    return async () => ({
      files: { [address('runtime-config.json')]: runtimeConfig() },
      manifestUrl: null,
    });
  const registry = jsonFileOf(path.join(publicDir, 'remotes.json')) as () => Record<string, string>;
  manifestFor.prefetch(Object.values(registry()));
  return async (page) => {
    const files = {
      [address('runtime-config.json')]: runtimeConfig(),
      [address('remotes.json')]: registry(),
    };
    const remote = remoteOfPage(page);
    const manifestUrl = remote ? registry()[remote] : undefined;
    const live = manifestUrl !== undefined && (await manifestFor(manifestUrl)) !== null;
    return { files, manifestUrl: live ? manifestUrl : null };
  };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The `<link rel="preload">` of the page's template for a file, marked `data-deployment-file`. */
const FILE_PRELOAD = /<link\b[^>]*\bdata-deployment-file\b[^>]*>/g;

/**
 * The page with its copies before `</head>`, and without the template's preloads of the files it
 * now carries (those would be fetched for nothing). Written as a data block, which no browser
 * runs; `<` is escaped so that no text in a file can end the element. The manifest's preload is a
 * CORS fetch as the federation runtime's (`crossorigin`), or the browser would fetch it twice.
 */
export function withPageFiles(
  html: string,
  { files, manifestUrl }: PageFiles,
  nonce: string,
): string {
  const carried = (link: string) => {
    const href = /\bhref="?([^"\s>]+)/.exec(link)?.[1];
    return href !== undefined && Object.hasOwn(files, href);
  };
  const json = JSON.stringify(files).replaceAll('<', '\\u003c');
  const manifest = manifestUrl
    ? `<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin nonce="${escapeAttribute(nonce)}" />`
    : '';
  return html
    .replace(FILE_PRELOAD, (link) => (carried(link) ? '' : link))
    .replace(
      '</head>',
      `${manifest}<script type="application/json" id="${ELEMENT_ID}">${json}</script></head>`,
    );
}

/** A JSON file of the deployment, read again when it changes: a pointer switch needs no restart. */
function jsonFileOf(file: string): () => unknown {
  let seen: { mtimeMs: number; content: unknown } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (seen?.mtimeMs !== mtimeMs)
      seen = { mtimeMs, content: JSON.parse(readFileSync(file, 'utf8')) };
    return seen.content;
  };
}
