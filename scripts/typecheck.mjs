#!/usr/bin/env node
// `pnpm typecheck [--root <dir>]`: every workspace's `tsc -p tsconfig.json`, with the same files
// and options, but workspaces whose compiler options are equal are checked as one program. Each
// workspace's own tsc parses React's, emotion's and the shared packages' types and sources anew:
// 23 of them took 216 s one after the other on CI's machine, and 20-34 s as one program. A
// workspace whose options differ (the API on Node's modules, the browser suite's JSX) gets a
// program of its own. In a shared program one workspace's global declarations are seen by the
// others: only the two hosts declare globals, and the same ones (src/globals.d.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { root as workspaceRoot } from './workspace.mjs';

const { values: args } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(args.root ?? workspaceRoot);

const OWN_CHECK = 'tsc -p tsconfig.json';

const workspaces = JSON.parse(
  execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }),
)
  .map((workspace) => workspace.path)
  .filter((dir) => dir !== root);

const scriptOf = (dir) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.typecheck;

const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

function parsedConfigOf(dir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]) },
  );
  if (!parsed) process.exit(1);
  return parsed;
}

/** Options without the config file's own path, which differs between equal configurations. */
function sharedOptions(options) {
  const shared = { ...options };
  delete shared.configFilePath;
  return shared;
}

let failed = false;
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  failed = true;
  const format = process.stderr.isTTY
    ? ts.formatDiagnosticsWithColorAndContext
    : ts.formatDiagnostics;
  process.stderr.write(format(diagnostics, formatHost));
}

const programs = new Map();
const elsewhere = [];
for (const dir of workspaces) {
  const script = scriptOf(dir);
  if (script === undefined) continue;
  if (script !== OWN_CHECK) {
    elsewhere.push(dir);
    continue;
  }
  const parsed = parsedConfigOf(dir);
  report(parsed.errors);
  const options = sharedOptions(parsed.options);
  const key = JSON.stringify(options);
  const program = programs.get(key) ?? { options, files: new Set(), dirs: [] };
  for (const file of parsed.fileNames) program.files.add(file);
  program.dirs.push(path.relative(root, dir));
  programs.set(key, program);
}

for (const { options, files, dirs } of programs.values()) {
  const started = performance.now();
  const program = ts.createProgram({ rootNames: [...files], options });
  report(ts.getPreEmitDiagnostics(program));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = `${files.size} ${files.size === 1 ? 'file' : 'files'}`;
  console.log(`${dirs.join(', ')}: ${count}, ${seconds} s`);
}

// A workspace that checks its types its own way still does so.
for (const dir of elsewhere) {
  try {
    execFileSync('pnpm', ['run', 'typecheck'], { cwd: dir, stdio: 'inherit' });
  } catch {
    failed = true;
  }
}

process.exit(failed ? 1 : 0);
