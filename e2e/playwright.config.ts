import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/chromium-launch';

// A fresh database per run, seeded with the demo customers, behind the product as `pnpm serve`
// serves it: every test walks the real shell, remotes and account services. The workers inherit
// its name, so a test can put a session into a state only time would (support/sessions.ts).
process.env.E2E_SQLITE_FILE ??= path.join(os.tmpdir(), `account-e2e-${process.pid}.sqlite`);
const database = process.env.E2E_SQLITE_FILE;
// The instant the demo data is dated from (SEED_NOW), which the workers inherit too: a run that
// seeds before midnight in the shops' zone and reaches the dated pages after it still expects the
// days the seed wrote (support/seeded-at.ts).
process.env.E2E_SEEDED_AT ??= new Date().toISOString();

// E2E_RUN_ALONE=creators (pnpm test): the full run leaves out these remotes' specs, which then run
// once against the shell plus that remote only (pnpm e2e:remote, SERVE_REMOTES).
const runAlone = process.env.SERVE_REMOTES
  ? []
  : (process.env.E2E_RUN_ALONE ?? '').split(',').filter(Boolean);

export default defineConfig({
  testDir: './tests',
  testIgnore: runAlone.map((remote) => `**/${remote}{,-*}.spec.ts`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // test-all.mjs asks for a JSON report to sum every suite, and for the accessibility evidence
  // (ACCESSIBILITY_EVIDENCE, the file the statement is written from); by hand the list is enough.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    ...(process.env.ACCESSIBILITY_EVIDENCE
      ? [['./support/accessibility-evidence-reporter.ts'] as const]
      : []),
  ],
  use: {
    baseURL: 'http://localhost:3000',
    // By hand, a failed test keeps its trace with DOM snapshots; the screencast behind trace
    // screenshots cost a sixth of every test's time on CI's two cores, so it is not recorded. CI
    // (CI=true) keeps no trace at all: only its log is read, and recording every test's
    // snapshots is work for the runner on CI's two cores (docs/performance.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'pnpm --filter @account/api seed && node scripts/serve.mjs',
    cwd: '..',
    url: 'http://127.0.0.1:3000/api/health',
    // One browser address creates every test's fresh accounts: more in an hour than the per-address
    // limit lets one person, and shows the login page (which asks for passkey login options) more
    // often than one person would (the limits themselves are proven by the API suites).
    env: {
      SQLITE_FILE: database,
      SEED_NOW: process.env.E2E_SEEDED_AT,
      API_PORT: '3101',
      THROTTLE_LIMITS: 'accountCreationsPerIp=500,passkeyLoginOptionsPerIp=5000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
