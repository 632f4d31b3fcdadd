import { defineConfig } from '@playwright/test';

// Beyond one machine, proven on this one (cluster/): PostgreSQL with a hot standby behind
// PgBouncer, API instances behind a load balancer, under load. No browser: the customers are
// autocannon's connections. One worker: each run needs the machine's cores to itself.
export default defineConfig({
  testDir: './cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
});
