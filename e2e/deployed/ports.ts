// Where the deployed mode listens (serve-deployed.mts) and what the tests open: free of the
// ports `pnpm serve` uses, under the same e2e lock.
import os from 'node:os';
import path from 'node:path';

const remotes = [
  'login',
  'orders',
  'profile',
  'doi',
  'addresses',
  'payments',
  'wishlist',
  'service',
  'creators',
] as const;

export const deployed = {
  hostPort: 3443,
  /**
   * Two instances of the API on one database behind nginx's upstream, as the product grows past
   * one machine; a test that must pin an instance calls its port directly.
   */
  apiPorts: [3102, 3103] as const,
  /** Each instance's Prometheus endpoint (METRICS_PORT), and the Prometheus that scrapes both. */
  metricsPorts: [3192, 3193] as const,
  prometheusPort: 3190,
  smtpPort: 3125,
  /** The mail catcher's JSON reader: GET /mails. */
  mailsPort: 3126,
  /**
   * The environment's configuration (remotes.json, runtime-config.json) the shell's site is
   * rendered from: `pnpm release --registry` edits its remotes.json, and the site follows.
   */
  configDir: path.join(os.tmpdir(), 'account-deployed-config'),
  /** The run's PostgreSQL database, as a URL in this file, for the states only time brings. */
  databaseUrlFile: path.join(os.tmpdir(), 'account-deployed-database-url'),
  /** Each remote on its own origin: https://localhost:3410 … 3418. */
  registry: Object.fromEntries(
    remotes.map((name, index) => [name, `https://localhost:${3410 + index}/mf-manifest.json`]),
  ) as Record<(typeof remotes)[number], string>,
};

/** PostgreSQL's programs (Debian's postgresql-15): createdb, dropdb, psql. */
export const pgBin = '/usr/lib/postgresql/15/bin';

/** The German shop as deployed: its own host, TLS, the account area under /dpl/av. */
export const deployedShop = `https://de.localhost:${deployed.hostPort}/dpl/av`;
