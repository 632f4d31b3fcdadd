// Which deployment files a page of this server carries: runtime-config.json, remotes.json and the
// manifests of the remotes the page loads as it starts: the one that serves it, or on home the
// areas whose tiles it shows. The page then needs no request for them (docs/performance.md,
// "Deployment files in the page", "Home's tiles rendered together"); how they are written into
// the page and read from it is packages/federation/src/host/deployment-files.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteRegistryFile } from '@account/contracts';
import type { DeploymentFiles } from '@account/federation/deployment-files';
import type { remoteManifests } from './remote-manifests.mjs';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { areaRoutes, homeTileOwners, isWithinRoute, stableEntryOf } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/** The remote whose area a page (path below the account root, as 'login/username') lies in. */
function remoteOfPage(page: string): string | null {
  const owner = Object.entries(areaRoutes).find(([, routes]) =>
    routes.some((route) => isWithinRoute(page, route)),
  );
  return owner?.[0] ?? null;
}

/** The areas whose tiles home shows: its first render loads their entries. */
const homeTileAreas = [...new Set(Object.values(homeTileOwners))];

/** The remotes a page loads as it starts: the one that serves it, or on home the tiles' areas. */
function remotesOfPage(page: string): string[] {
  if (page === '' || page === 'home') return homeTileAreas;
  const remote = remoteOfPage(page);
  return remote ? [remote] : [];
}

/**
 * `filesOf(page)`: the files a page carries. Every page carries runtime-config.json; a page of the
 * federated build (its dist holds the host's mf-manifest.json) also the registry and the
 * manifests of the remotes it loads as it starts (`remotesOfPage`) that are to be had just now.
 * The monolith has its areas in its own chunks and needs neither.
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
  const registry = jsonFileOf(path.join(publicDir, 'remotes.json')) as () => RemoteRegistryFile;
  // Beside a canary the stable version's manifest: most visitors load it, the canary's fetch theirs.
  const stableEntries = () =>
    Object.fromEntries(
      Object.entries(registry()).map(([name, entry]) => [name, stableEntryOf(entry)]),
    ) as Record<string, string>;
  manifestFor.prefetch(Object.values(stableEntries()));
  return async (page) => {
    const files: DeploymentFiles = {
      [address('runtime-config.json')]: runtimeConfig(),
      [address('remotes.json')]: registry(),
    };
    const entries = stableEntries();
    const manifestUrls = remotesOfPage(page)
      .map((remote) => entries[remote])
      .filter((url): url is string => url !== undefined);
    const manifests = await Promise.all(manifestUrls.map((url) => manifestFor(url)));
    manifestUrls.forEach((url, i) => {
      if (manifests[i]) files[url] = manifests[i];
    });
    return files;
  };
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
