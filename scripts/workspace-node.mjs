// The workspace runs on one Node: the version its package.json names as the `node` devDependency,
// the images' version. `pnpm install` fetches it from the npm registry's `node` package, and
// `pnpm <script>` puts it first on PATH, so every script, suite and server runs on it. A machine's
// own Node may be older (these machines have Node 20, past its end of life): it only launches pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BIN = path.join(root, 'node_modules/.bin');

/** The Node version the workspace runs on. */
export const WORKSPACE_NODE_VERSION = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).devDependencies.node;

/** The installed workspace Node (null before `pnpm install`). */
export function workspaceNode() {
  const node = path.join(BIN, 'node');
  return existsSync(node) ? node : null;
}

/** The environment for a child that must run on the workspace's Node, and its tools with it. */
export function workspaceEnv(env = process.env) {
  return { ...env, PATH: `${BIN}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs this script again on the workspace's Node and exits with its status, when it was started on
 * another Node (`node scripts/x.mjs` by hand); returns at once when already on it or before install.
 */
export function continueOnWorkspaceNode(script) {
  const node = workspaceNode();
  if (!node || process.version === `v${WORKSPACE_NODE_VERSION}`) return;
  const result = spawnSync(node, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: workspaceEnv(),
  });
  process.exit(result.status ?? 1);
}
