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

/**
 * A new version of one remote built against a new version of one workspace package, as the
 * remote's team builds it before its pointer changes (issue 13): a throw-away tree holds copies
 * of the remote and of that package (`version` in its package.json, the remote's range raised
 * to `^version`, plus `changes`); every other dependency is linked from this workspace. The real
 * tree is never touched, so the shell and the other remotes stay the builds they are.
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
  const remoteDir = path.join(tree, 'remotes', remote);
  const packageDir = path.join(tree, 'packages', workspacePackage);
  const realRemote = path.join(repo, 'remotes', remote);
  const realPackage = path.join(repo, 'packages', workspacePackage);
  cpSync(realRemote, remoteDir, { recursive: true, filter: withoutBuilds });
  cpSync(realPackage, packageDir, { recursive: true, filter: withoutBuilds });
  symlinkSync(path.join(realPackage, 'node_modules'), path.join(packageDir, 'node_modules'));

  const packageName = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
    .name as string;
  const [scope, bare] = packageName.split('/') as [string, string];
  const modules = path.join(remoteDir, 'node_modules');
  const realModules = path.join(realRemote, 'node_modules');
  // Module Federation writes generated files to node_modules/.federation while it builds: never
  // share that folder. The package's scope becomes a folder of its own, the package the copy.
  linkEntries(realModules, modules, { '.federation': null, [scope]: null });
  linkEntries(path.join(realModules, scope), path.join(modules, scope), { [bare]: packageDir });

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
    [path.join(repo, 'packages/federation/bin/build.mjs')],
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
      path.join(repo, 'packages/federation/bin/serve-remote.mjs'),
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
