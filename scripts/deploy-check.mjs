#!/usr/bin/env node
// pnpm deploy-check <remote> --registry <url or file> [--manifest <url or file>]
//
// Before a remote's registry pointer changes: does the built remote (its mf-manifest.json,
// remotes/<remote>/dist by default) fit the host the registry belongs to (the host's
// mf-manifest.json, published beside its registry file)? Exit 0 with what to expect, or 1 with a
// readable reason — before customers see a broken page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDeploy } from './deploy-check-rules.mjs';
import { root } from './workspace.mjs';

const [remote, ...rest] = process.argv.slice(2);
const option = (flag) => {
  const at = rest.indexOf(flag);
  return at === -1 ? undefined : rest[at + 1];
};
const registry = option('--registry');
if (!remote || !registry) {
  console.error(
    'usage: pnpm deploy-check <remote> --registry <url or file> [--manifest <url or file>]',
  );
  process.exit(2);
}

const isUrl = (where) => /^https?:\/\//.test(where);

async function readJson(where) {
  if (isUrl(where)) {
    const response = await fetch(where);
    if (!response.ok) throw new Error(`${where}: HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(where, 'utf8'));
}

/**
 * The host's manifest lies beside its registry: `<origin>/remotes.json` → `<origin>/mf-manifest.json`.
 * For a registry file in a host's public/ folder, the host's build (../dist) holds it.
 */
function hostManifestOf(registryLocation) {
  if (isUrl(registryLocation)) return new URL('mf-manifest.json', registryLocation).href;
  const dir = path.dirname(path.resolve(registryLocation));
  const beside = path.join(dir, 'mf-manifest.json');
  return existsSync(beside) ? beside : path.join(dir, '..', 'dist', 'mf-manifest.json');
}

try {
  const remoteManifest = await readJson(
    option('--manifest') ?? path.join(root, 'remotes', remote, 'dist', 'mf-manifest.json'),
  );
  const hostManifest = await readJson(hostManifestOf(registry));
  const entries = await readJson(registry);
  const verdict = checkDeploy(remoteManifest, hostManifest);
  for (const line of verdict.lines) console.log(line);
  if (!(remote in entries))
    console.log(`  · ${registry} has no entry for ${remote} yet: add it to go live`);
  process.exit(verdict.ok ? 0 : 1);
} catch (error) {
  console.error(`deploy-check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
