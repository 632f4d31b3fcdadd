import { defineConfig } from '@playwright/test';
import chromium from './support/chromium.json';
import { deployed, deployedShop } from './deployed/ports';

// The deployed mode (deployed/serve-deployed.mts): nginx with the images' configuration in front,
// remotes on their own origins, TLS, the API in production mode on PostgreSQL, mail over SMTP.
// A few long walks; the suites in tests/ cover the flows in detail against `pnpm serve`.
export default defineConfig({
  testDir: './deployed',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: deployedShop,
    // The certificate is made for each run; the browser is told to accept it, as a tester
    // would add it to the trust store. The pages are still https: Secure cookies, HSTS.
    ignoreHTTPSErrors: true,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  webServer: {
    command: 'node --import tsx deployed/serve-deployed.mts',
    url: `https://127.0.0.1:${deployed.hostPort}/api/ready`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // SIGTERM lets it drop its database and working folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
