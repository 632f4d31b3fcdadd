// Which deployment files a page of this server carries: runtime-config.json, remotes.json and the
// manifest of the remote that serves the page. The page then needs no request for them before it
// is usable (docs/performance.md, "Deployment files in the page"); how they are written into the
// page and read from it is packages/federation/src/host/deployment-files.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteRegistryFile } from '@account/contracts';
import type { DeploymentFiles } from '@account/federation/deployment-files';
import type { remoteManifests } from './remote-manifests.mjs';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { areaRoutes, isWithinRoute, stableEntryOf } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/** The remote whose area a page (path below the account root, as 'login/username') lies in. */
export function remoteOfPage(page: string): string | null {
  const owner = Object.entries(areaRoutes).find(([, routes]) =>
    routes.some((route) => isWithinRoute(page, route)),
  );
  return owner?.[0] ?? null;
}

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
    const remote = remoteOfPage(page);
    const manifestUrl = remote ? stableEntries()[remote] : undefined;
    const manifest = manifestUrl ? await manifestFor(manifestUrl) : null;
    if (manifestUrl && manifest) files[manifestUrl] = manifest;
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
