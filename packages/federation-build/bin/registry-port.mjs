// The port a remote is served on locally is the one its registry entry points at
// (apps/shell/public/remotes.json), so the pointer and the server cannot disagree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REMOTE_PACKAGE_PREFIX = '@account/remote-';

function workspaceRoot(from) {
  let dir = from;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no pnpm workspace above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The remote's name from its package name (`@account/remote-<name>`). */
export function remoteNameOf(remoteDir) {
  const { name } = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  if (!name.startsWith(REMOTE_PACKAGE_PREFIX))
    throw new Error(`${name} is not named ${REMOTE_PACKAGE_PREFIX}<name>`);
  return name.slice(REMOTE_PACKAGE_PREFIX.length);
}

export function registryPort(remoteDir) {
  const name = remoteNameOf(remoteDir);
  const file = path.join(workspaceRoot(remoteDir), 'apps/shell/public/remotes.json');
  const listed = JSON.parse(readFileSync(file, 'utf8'))[name];
  // Beside a canary (docs/decisions/062) the stable version is the one served locally.
  const entry = typeof listed === 'object' && listed !== null ? listed.entry : listed;
  if (typeof entry !== 'string')
    throw new Error(`remote ${name} has no entry in ${file}: run pnpm new-remote or add it`);
  const port = Number(new URL(entry).port);
  if (!port) throw new Error(`the registry entry of ${name} (${entry}) names no port`);
  return port;
}
