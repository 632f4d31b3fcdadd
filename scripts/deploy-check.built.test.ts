import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Against the real builds (pnpm test builds first): the creators remote's and the shell's
// mf-manifest.json. The refused and the older-host cases change one entry of a copy of them.
const repo = path.resolve(__dirname, '..');
const script = path.join(__dirname, 'deploy-check.mjs');
const remoteManifest = path.join(repo, 'remotes/creators/dist/mf-manifest.json');
const shellManifest = path.join(repo, 'apps/shell/dist/mf-manifest.json');
const shellRegistry = path.join(repo, 'apps/shell/public/remotes.json');

interface Shared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A host folder as deployed: its registry and, beside it, its manifest. */
function hostWith(change: (shared: Shared[]) => void): string {
  const manifest = read(shellManifest);
  change(manifest.shared);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remotes.json'), readFileSync(shellRegistry));
  return path.join(dir, 'remotes.json');
}

function deployCheck(args: string[]) {
  return spawnSync(process.execPath, [script, 'creators', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
}

it('lets the creators remote deploy into the shell it was built with', () => {
  const result = deployCheck(['--registry', shellRegistry]);
  expect(result.stdout).toContain('OK: creators fits shell.');
  expect(result.status).toBe(0);
});

it('lets a remote needing a newer ui minor deploy into an older shell: it brings its own copy', () => {
  const needs = read(remoteManifest).shared.find((s: Shared) => s.name === '@account/ui');
  const registry = hostWith((shared) => {
    const ui = shared.find((s) => s.name === '@account/ui')!;
    ui.version = '0.9.0';
  });
  const result = deployCheck(['--registry', registry]);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`@account/ui: creators brings its own ${needs.version}`);
});

it('refuses a remote needing a new major of session, with the reason', () => {
  const manifest = read(remoteManifest);
  manifest.shared.find((s: Shared) => s.name === '@account/session').requiredVersion = '^2.0.0';
  const newer = path.join(dir, 'creators-manifest.json');
  writeFileSync(newer, JSON.stringify(manifest));
  const result = deployCheck(['--registry', shellRegistry, '--manifest', newer]);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('Refused: creators cannot run in shell.');
  expect(result.stdout).toMatch(
    /@account\/session: creators needs \^2\.0\.0; shell provides 1\.\d+\.\d+, and only one copy may run/,
  );
});

it('refuses a host that lacks a singleton the remote needs', () => {
  const registry = hostWith((shared) => {
    shared.splice(
      shared.findIndex((s) => s.name === '@account/config'),
      1,
    );
  });
  const result = deployCheck(['--registry', registry]);
  expect(result.status).toBe(1);
  expect(result.stdout).toMatch(
    /@account\/config: creators needs \^1\.\d+\.\d+ as the page's one instance; shell provides none/,
  );
});

it('refuses a remote built with another Module Federation version than the host runs', () => {
  const manifest = read(remoteManifest);
  const runs = read(shellManifest).metaData.pluginVersion;
  manifest.metaData.pluginVersion = '2.99.0';
  const other = path.join(dir, 'creators-manifest.json');
  writeFileSync(other, JSON.stringify(manifest));
  const result = deployCheck(['--registry', shellRegistry, '--manifest', other]);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    `Module Federation: creators is built with 2.99.0; shell runs ${runs}, and the page has one runtime`,
  );
});

it('says how to call it', () => {
  expect(deployCheck([]).status).toBe(2);
});
