import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import suite from './playwright.config';

// `pnpm dev login` as a remote team runs it (scripts/dev.mjs): the development shell, the login
// remote from webpack-dev-server, everything else from the builds. Not in CI (why: the comment in
// dev/fast-refresh.spec.ts): `pnpm e2e:dev` after `pnpm build`, under the e2e lock.
const database = path.join(os.tmpdir(), `account-e2e-dev-${process.pid}.sqlite`);

export default defineConfig({
  testDir: './dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // The same shell address and browser as the suite's.
  use: suite.use,
  webServer: {
    command: 'pnpm --filter @account/api seed && node scripts/dev.mjs login',
    cwd: '..',
    url: 'http://127.0.0.1:3010/mf-manifest.json',
    env: { SQLITE_FILE: database, API_PORT: '3101' },
    reuseExistingServer: false,
    // The development shell is built first (about 20 s), then the remote compiles in memory.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
