import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/** A change to one file of the throw-away tree: its path below the tree, and the edit. */
export interface FileChange {
  file: string;
  change: (text: string) => string;
}

export interface NewVersionBuild {
  /** The throw-away tree (remove it when done). */
  tree: string;
  /** The folder the build went to (its mf-manifest.json lies there). */
  dist: string;
  /** Milliseconds the webpack run took. */
  took: number;
}

const withoutBuilds = (source: string) => !/[\\/](node_modules|dist[^\\/]*)([\\/]|$)/.test(source);

function edit(file: string, change: (text: string) => string) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the change of ${file} changed nothing`);
  writeFileSync(file, after);
}

/**
 * Links every entry of `from` into `to`, except those `own` names: an own path is linked
 * instead, `null` leaves the entry out.
 */
function linkEntries(from: string, to: string, own: Record<string, string | null> = {}) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const target = own[entry] === undefined ? path.join(from, entry) : own[entry];
    if (target !== null) symlinkSync(target, path.join(to, entry));
  }
}

const packageJson = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/**
 * The workspace's package folders that need `packageName`, directly or through another of them,
 * by package name. A team bumping a package builds against a workspace where those use the new
 * version too; linked from this workspace instead, they would resolve the old one, and the
 * remote would provide two modules under the new version's key, the old one maybe chosen.
 */
function dependentsOf(packageName: string): Map<string, string> {
  const packages = readdirSync(path.join(repo, 'packages')).map((folder) => {
    const { name, dependencies, devDependencies } = packageJson(
      path.join(repo, 'packages', folder),
    );
    return { name, folder, needs: Object.keys({ ...dependencies, ...devDependencies }) };
  });
  const dependents = new Map<string, string>();
  const reached = new Set([packageName]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, folder, needs } of packages) {
      if (reached.has(name) || !needs.some((need) => reached.has(need))) continue;
      reached.add(name);
      dependents.set(name, folder);
      grew = true;
    }
  }
  return dependents;
}

/**
 * Copies a workspace folder into the throw-away tree; its node_modules links every entry of the
 * real one, but the scope's packages named in `own` point at their copies in the tree.
 */
function copyFolder(tree: string, folder: string, scope: string, own: Record<string, string>) {
  const real = path.join(repo, folder);
  const copy = path.join(tree, folder);
  cpSync(real, copy, { recursive: true, filter: withoutBuilds });
  const realModules = path.join(real, 'node_modules');
  const modules = path.join(copy, 'node_modules');
  // Module Federation writes generated files to node_modules/.federation while it builds: never
  // share that folder. The package's scope becomes a folder of its own.
  linkEntries(realModules, modules, { '.federation': null, [scope]: null });
  linkEntries(path.join(realModules, scope), path.join(modules, scope), own);
  return copy;
}

/**
 * A new version of one remote built against a new version of one workspace package, as the
 * remote's team builds it before its pointer changes (issue 13): a throw-away tree holds copies
 * of the remote, of that package (`version` in its package.json, the remote's range raised to
 * `^version`, plus `changes`) and of the workspace packages that use it; every other dependency
 * is linked from this workspace, and so is its tsconfig.base.json. The real tree is never touched, so the shell and the other
 * remotes stay the builds they are.
 */
export function buildAgainstNewPackageVersion(options: {
  remote: string;
  /** The workspace package folder (`ui` for @account/ui). */
  workspacePackage: string;
  version: string;
  /** Tells this build apart in the page (`data-remote-build="1.0.0+<label>"`). */
  label: string;
  changes?: FileChange[];
}): NewVersionBuild {
  const { remote, workspacePackage, version, label, changes = [] } = options;
  const tree = mkdtempSync(path.join(os.tmpdir(), `remote-${remote}-${label}-`));
  const realPackage = path.join(repo, 'packages', workspacePackage);
  const packageName = packageJson(realPackage).name;
  const [scope, bare] = packageName.split('/') as [string, string];

  const packageDir = path.join(tree, 'packages', workspacePackage);
  cpSync(realPackage, packageDir, { recursive: true, filter: withoutBuilds });
  symlinkSync(path.join(realPackage, 'node_modules'), path.join(packageDir, 'node_modules'));
  const dependents = dependentsOf(packageName);
  const own: Record<string, string> = { [bare]: packageDir };
  for (const [name, folder] of dependents)
    own[name.split('/')[1]!] = path.join(tree, 'packages', folder);
  for (const folder of dependents.values())
    copyFolder(tree, path.join('packages', folder), scope, own);
  const remoteDir = copyFolder(tree, path.join('remotes', remote), scope, own);
  // The remote's tsconfig extends it, and a remote publishing its types compiles them with it.
  symlinkSync(path.join(repo, 'tsconfig.base.json'), path.join(tree, 'tsconfig.base.json'));

  edit(path.join(packageDir, 'package.json'), (text) =>
    text.replace(/"version": "[^"]+"/, `"version": "${version}"`),
  );
  edit(path.join(remoteDir, 'package.json'), (text) =>
    text.replace(
      new RegExp(`"${packageName}": "workspace:[^"]+"`),
      `"${packageName}": "workspace:^${version}"`,
    ),
  );
  for (const { file, change } of changes) edit(path.join(tree, file), change);

  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'packages/federation-build/bin/build.mjs')],
    {
      cwd: remoteDir,
      env: { ...process.env, REMOTE_BUILD_LABEL: label },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`the build of ${remote} (${label}) failed: ${result.stdout}${result.stderr}`);
  return { tree, dist: path.join(remoteDir, 'dist'), took: Date.now() - started };
}

/** Serves a build of a remote on its own port, as a CDN would (the remote server with --dist --port). */
export async function serveBuild(
  remote: string,
  dist: string,
  port: number,
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      path.join(repo, 'packages/federation-build/bin/serve-remote.mjs'),
      '--dist',
      dist,
      '--port',
      String(port),
    ],
    { cwd: path.join(repo, 'remotes', remote), stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the build of ${remote} in ${dist} did not come up on ${port}`);
}

/** `pnpm deploy-check <remote> --registry … --manifest …`, as a team runs it before the pointer changes. */
export function deployCheck(remote: string, registry: string, manifest: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repo, 'scripts/deploy-check.mjs'),
      remote,
      '--registry',
      registry,
      '--manifest',
      manifest,
    ],
    { cwd: repo, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
