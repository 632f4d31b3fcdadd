// The deployment files a page's scripts read before anything else (runtime-config.json,
// remotes.json and the manifest of the remote that serves the page), written into the page
// itself: the page then needs no request for them before it is usable (docs/performance.md,
// "Deployment files in the page"). The page's scripts take the copies
// (packages/federation/src/host/deployment-files.ts) and fetch what the page does not carry.
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

/**
 * `filesOf(page)`: the files a page carries. Every page carries runtime-config.json; a page of the
 * federated build (its dist holds the host's mf-manifest.json) also the registry and, where a
 * remote serves the page and its manifest is to be had just now, that manifest. The monolith has
 * its areas in its own chunks and needs neither.
 */
export function deploymentFilesOf(
  distDir: string,
  publicDir: string,
  basePath: string,
  manifestFor: ReturnType<typeof remoteManifests>,
): (page: string) => Promise<DeploymentFiles> {
  const address = (file: string) => `${basePath === '/' ? '' : basePath}/${file}`;
  const runtimeConfig = jsonFileOf(path.join(publicDir, 'runtime-config.json'));
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    return async () => ({ [address('runtime-config.json')]: runtimeConfig() });
  const registry = jsonFileOf(path.join(publicDir, 'remotes.json')) as () => Record<string, string>;
  manifestFor.prefetch(Object.values(registry()));
  return async (page) => {
    const files: DeploymentFiles = {
      [address('runtime-config.json')]: runtimeConfig(),
      [address('remotes.json')]: registry(),
    };
    const remote = remoteOfPage(page);
    const manifestUrl = remote ? registry()[remote] : undefined;
    const manifest = manifestUrl ? await manifestFor(manifestUrl) : null;
    if (manifestUrl && manifest) files[manifestUrl] = manifest;
    return files;
  };
}

/** The `<link rel="preload">` of the page's template for a file, marked `data-deployment-file`. */
const FILE_PRELOAD = /<link\b[^>]*\bdata-deployment-file\b[^>]*>/g;

/**
 * The page with its copies before `</head>`, and without the template's preloads of the files it
 * now carries (those would be fetched for nothing). Written as a data block, which no browser
 * runs; `<` is escaped so that no text in a file can end the element.
 */
export function withDeploymentFiles(html: string, files: DeploymentFiles): string {
  const carried = (link: string) => {
    const href = /\bhref="?([^"\s>]+)/.exec(link)?.[1];
    return href !== undefined && Object.hasOwn(files, href);
  };
  const json = JSON.stringify(files).replaceAll('<', '\\u003c');
  return html
    .replace(FILE_PRELOAD, (link) => (carried(link) ? '' : link))
    .replace(
      '</head>',
      `<script type="application/json" id="${ELEMENT_ID}">${json}</script></head>`,
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
