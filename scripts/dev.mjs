#!/usr/bin/env node
// `pnpm dev <remote>`: a remote team's day. Everything runs as `pnpm serve` runs it (the services,
// the identity provider, both hosts, the other remotes from their builds), and the named remote
// comes from webpack-dev-server in development mode on its registry port: a saved component
// refreshes in place in the browser (React Fast Refresh), for which the shell runs a development
// build of its own (dist-dev, built first; packages/federation-build/bin/dev-host.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const registry = JSON.parse(
  readFileSync(path.join(root, 'apps/shell/public/remotes.json'), 'utf8'),
);
const name = process.argv[2];
if (!name || !(name in registry)) {
  console.error(`Usage: pnpm dev <remote>, one of: ${Object.keys(registry).join(', ')}`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'apps/shell/dist/index.html'))) {
  console.error('The hosts and the other remotes come from their builds: run pnpm build once.');
  process.exit(1);
}
const shell = spawnSync(
  process.execPath,
  [path.join(root, 'packages/federation-build/bin/dev-host.mjs')],
  { cwd: path.join(root, 'apps/shell'), stdio: 'inherit' },
);
if (shell.status !== 0) process.exit(shell.status ?? 1);
const serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
  env: { ...process.env, DEV_REMOTE: name },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
serve.on('exit', (code) => process.exit(code ?? 0));
