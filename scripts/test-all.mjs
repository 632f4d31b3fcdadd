#!/usr/bin/env node
// `pnpm test`: builds the product, checks types, lint, contracts and formatting, then runs every suite — unit tests,
// API tests over real HTTP on SQLite and PostgreSQL, Playwright in Chromium against the served
// product — and closes with one line summing them all: "N passed, N failed".
// TEST_SUITES=build,api runs only those steps. Everything runs on the workspace's Node
// (workspace-node.mjs), whichever Node started this script.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { jestFailures, playwrightFailures } from './failed-tests.mjs';
import { continueOnWorkspaceNode } from './workspace-node.mjs';
import { findExecutable, missingPrerequisites, prerequisiteMessage } from './prerequisites.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
continueOnWorkspaceNode(new URL(import.meta.url).pathname);
const ACCESSIBILITY_STATEMENT = 'scripts/accessibility-statement.mjs';
const SUITES = ['build', 'checks', 'unit', 'api', 'e2e', 'deployed', 'cluster'];
const selected = process.env.TEST_SUITES?.split(',').filter(Boolean) ?? SUITES;
const unknown = selected.filter((suite) => !SUITES.includes(suite));
if (unknown.length) throw new Error(`TEST_SUITES: unknown ${unknown.join(', ')} (of ${SUITES})`);
const wanted = (suite) => selected.includes(suite);

// Stop at once, naming everything the machine lacks, rather than fail suite after suite.
const missing = missingPrerequisites({ root });
if (missing.length > 0) {
  console.log(prerequisiteMessage(missing));
  console.log(`0 passed, ${missing.length} failed`);
  process.exit(1);
}
// The nginx suites call `nginx` by name; Debian keeps it in /usr/sbin, off a user's usual PATH.
process.env.PATH = `${process.env.PATH}${path.delimiter}${findExecutable('nginx')}`;
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
// What each step took, printed before the summary: CI must stay well under 60 minutes on two
// cores, and this says where the time goes.
const timings = [];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

function run(command, args, options = {}) {
  const label = `${command} ${args.join(' ')}`;
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  timings.push(`${minutes(Date.now() - started).padStart(12)}  ${label}`);
  return result.status === 0;
}

/**
 * Starts a step that runs beside the next ones: the API suites run one at a time on one core, and
 * the checks, the unit suites and then the browser suites take the other meanwhile (CI's two
 * cores): run in turn, the API suites alone left a core idle for about seven minutes.
 * Its output goes to a file and is printed when the step is awaited.
 */
function runBeside(name, command, args, options = {}) {
  const label = `${command} ${args.join(' ')}`;
  const log = path.join(reports, `${name}.log`);
  const output = openSync(log, 'w');
  console.log(`\n▶ ${label} (beside the next steps; its output follows when it ends)`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...options.env },
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return async () => {
    const code = await exited;
    closeSync(output);
    console.log(`\n▶ ${label} (ran beside the steps above)`);
    process.stdout.write(readFileSync(log));
    // The exit is heard only once the steps in the foreground are done; the log's last write is
    // when the step really ended.
    timings.push(`${minutes(statSync(log).mtimeMs - started).padStart(12)}  ${label} (beside)`);
    return code === 0;
  };
}

/** A step without its own test count (build, typecheck, lint) counts as one check. */
function check(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? '✓' : '✗'} ${name}`);
  return ok;
}

function jestCounts(name, file, ok) {
  if (!existsSync(file)) return check(`${name} (no report)`, false);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load counts as a failure even though it reports no failed test.
  const broken = report.numRuntimeErrorTestSuites ?? 0;
  failed += broken;
  lines.push(
    `${ok && !broken ? '✓' : '✗'} ${name}: ${report.numPassedTests} passed, ${report.numFailedTests + broken} failed`,
    ...named(jestFailures(report, root)),
  );
}

/** The failed tests under their suite's line, a few at most: the log's end is what CI keeps. */
function named(failures) {
  const shown = failures.slice(0, 15).map((failure) => `    failed: ${failure}`);
  if (failures.length > shown.length)
    shown.push(`    … and ${failures.length - shown.length} more`);
  return shown;
}

function playwrightCounts(name, file) {
  if (!existsSync(file)) return check(`${name} (no report)`, false);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats, errors = [] } = report;
  passed += stats.expected;
  // A test that passed only on a retry counts as failed: it would fail the next run as often.
  const failures = stats.unexpected + stats.flaky + errors.length;
  failed += failures;
  lines.push(
    `${failures ? '✗' : '✓'} ${name}: ${stats.expected} passed, ${failures} failed, ${stats.skipped} skipped`,
    ...named(playwrightFailures(report)),
  );
}

function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) return null;
  const result = spawnSync('bash', ['apps/api/scripts/test-postgres.sh'], {
    cwd: root,
    encoding: 'utf8',
  });
  const url = result.stdout.trim().split('\n').pop();
  return result.status === 0 && url?.startsWith('postgres') ? url : null;
}

console.log(`Node ${process.version}: ${selected.join(', ')}`);
const built = check('build', run('pnpm', ['build']));
// The shell under /dpl/av (apps/shell/dist-dpl-av) for the deployed-mode e2e.
const builtDeployed =
  wanted('deployed') &&
  built &&
  check('build (deployed, /dpl/av)', run('pnpm', ['build:deployed']));
const postgres = wanted('api') || wanted('deployed') ? startPostgres() : null;
if (wanted('api') && !postgres)
  lines.push('! PostgreSQL not available: API tests ran on SQLite only');
const apiSuite =
  wanted('api') &&
  runBeside(
    'api',
    'pnpm',
    [
      '--filter',
      '@account/api',
      'run',
      'test',
      '--ci',
      '--json',
      `--outputFile=${path.join(reports, 'api.json')}`,
    ],
    { env: postgres ? { TEST_DATABASE_URL: postgres } : {} },
  );

if (wanted('checks')) {
  check('typecheck', run('pnpm', ['typecheck']));
  check('lint', run('pnpm', ['lint']));
  check('check-contracts', run('pnpm', ['check-contracts']));
  // docs/openapi.json is generated from the catalogue: stale when a declaration changed without it.
  check('openapi', run('pnpm', ['openapi', '--check']));
  check('format', run('pnpm', ['format:check']));
  // The committed statement claims nothing its committed evidence does not show (issue 26).
  check(
    'accessibility statement backed by its committed evidence',
    run('node', [ACCESSIBILITY_STATEMENT, 'check', 'e2e/results/accessibility-evidence.json']),
  );
}

if (wanted('unit')) {
  const unitReport = path.join(reports, 'unit.json');
  jestCounts(
    'unit',
    unitReport,
    run('npx', ['jest', '--ci', '--json', `--outputFile=${unitReport}`]),
  );
}

// The suites of built output (the nginx sites serving the build, the deploy check reading its
// manifests) stay out of `npx jest`, which a fresh checkout passes without a build.
if (wanted('unit') && built) {
  const builtReport = path.join(reports, 'unit-built.json');
  jestCounts(
    'unit, of the built output',
    builtReport,
    run('npx', [
      'jest',
      '-c',
      'jest.built.config.cjs',
      '--ci',
      '--json',
      `--outputFile=${builtReport}`,
    ]),
  );
} else if (wanted('unit')) {
  check('unit tests of the built output skipped: the build failed', false);
}

// The creators remote's spec runs once, against the shell plus that remote only (pnpm e2e:remote):
// each remote's e2e passes with the other areas absent.
const aloneRemote = 'creators';
if (wanted('e2e') && built) {
  const e2eReport = path.join(reports, 'e2e.json');
  // Both runs write their accessibility evidence; the committed statement must hold against it.
  const evidence = path.join(reports, 'accessibility-evidence.json');
  run('pnpm', ['--filter', '@account/e2e', 'exec', 'playwright', 'test'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_RUN_ALONE: aloneRemote,
      ACCESSIBILITY_EVIDENCE: evidence,
    },
  });
  playwrightCounts('e2e (Chromium)', e2eReport);
  const aloneReport = path.join(reports, `e2e-${aloneRemote}.json`);
  const aloneEvidence = path.join(reports, `accessibility-evidence-${aloneRemote}.json`);
  run('pnpm', ['e2e:remote', aloneRemote], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: aloneReport, ACCESSIBILITY_EVIDENCE: aloneEvidence },
  });
  playwrightCounts(`e2e, the shell plus the ${aloneRemote} remote only`, aloneReport);
  check(
    'accessibility statement backed by this run',
    run('node', [ACCESSIBILITY_STATEMENT, 'check', evidence, aloneEvidence]),
  );
} else if (wanted('e2e')) {
  check('e2e skipped: the build failed', false);
}

// The API suites end during the browser suites, which start once the unit suites are done rather
// than after them; the deployed mode below shares their PostgreSQL server, so it waits for them.
if (apiSuite) {
  const apiReport = path.join(reports, 'api.json');
  jestCounts(`api (SQLite${postgres ? ' + PostgreSQL' : ''})`, apiReport, await apiSuite());
}

// The product as deployed: nginx with docker/'s configuration over TLS, the API in production
// mode on PostgreSQL, mail over SMTP (e2e/playwright.deployed.config.ts).
if (wanted('deployed') && builtDeployed && postgres) {
  const deployedReport = path.join(reports, 'e2e-deployed.json');
  run('pnpm', ['e2e:deployed'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: deployedReport, TEST_DATABASE_URL: postgres },
  });
  playwrightCounts('e2e deployed mode (nginx, TLS, PostgreSQL)', deployedReport);
} else if (wanted('deployed')) {
  check('e2e deployed mode skipped: it needs the deployed build and PostgreSQL', false);
}

// Beyond one machine, on this one (e2e/cluster): the compiled API behind PgBouncer on a primary
// with a synchronous hot standby, which is promoted under load; three instances behind HAProxy,
// one killed and one drained under load; a rate limit, outbox mails and a cancel retried after
// its instance was killed, done once across three. Figures in test-results/cluster-figures.json.
// Its own PostgreSQL servers; about a minute and a half on two cores.
if (wanted('cluster') && built) {
  const clusterReport = path.join(reports, 'e2e-cluster.json');
  run('pnpm', ['e2e:cluster'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport,
      CLUSTER_FIGURES: path.join(reports, 'cluster-figures.json'),
    },
  });
  playwrightCounts('cluster (failover under load)', clusterReport);
} else if (wanted('cluster')) {
  check('cluster skipped: the build failed', false);
}

console.log(`\nTime per step:\n${timings.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
