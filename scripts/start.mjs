#!/usr/bin/env node
// `pnpm start`: install, build, seed, serve, saying one line per step. A step's own output (pnpm's
// progress, webpack's per-remote reports) is shown only when that step fails, so the console holds
// what a person needs: where the product is, and anything that went wrong.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { workspaceEnv, workspaceNode } from './workspace-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const steps = [
  ['Installing the dependencies', ['install', '--frozen-lockfile']],
  ['Building the shell, the remotes and the services (about a minute)', ['build']],
  ['Loading the demo customers into the database', ['seed']],
];

function quietly(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

for (const [what, args] of steps) {
  const started = Date.now();
  process.stdout.write(`${what} … `);
  const { ok, output } = await quietly(args);
  if (!ok) {
    console.log('failed:\n');
    console.log(output);
    console.log(`\`pnpm ${args.join(' ')}\` failed; its output is above.`);
    process.exit(1);
  }
  console.log(`done (${Math.round((Date.now() - started) / 1000)} s)`);
}

// On the workspace's Node, which the install step has just brought: this script may have been
// started by an older one.
const serve = spawn(workspaceNode() ?? process.execPath, [path.join(root, 'scripts/serve.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: workspaceEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
serve.on('exit', (code) => process.exit(code ?? 0));
