// First: OpenTelemetry patches modules as they are loaded (see the module).
import { tracing } from './telemetry/start-tracing';
import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { drainAndClose } from './http/shutdown';
import { metricsSettingsOf } from './metrics/metrics-settings';
import { startMetricsServer } from './metrics/metrics-server';

/**
 * How long requests in flight get to finish after SIGTERM before their connections are cut;
 * below the 30 s orchestrators (Kubernetes, compose's stop_grace_period … set higher) wait
 * before they kill the process.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After SIGTERM, how long the server keeps answering 503 before it stops listening: long enough
 * for the load balancer to see /api/ready fail and stop sending (SHUTDOWN_DRAIN_MS; `pnpm serve`
 * sets 0, nothing balances there). Drain and grace stay below the orchestrators' 30 s.
 */
function drainMsOf(env: NodeJS.ProcessEnv): number {
  const value = Number(env.SHUTDOWN_DRAIN_MS ?? 5_000);
  if (!Number.isInteger(value) || value < 0 || value > 15_000)
    throw new Error(`SHUTDOWN_DRAIN_MS must be 0 to 15000 milliseconds: ${env.SHUTDOWN_DRAIN_MS}`);
  return value;
}

/**
 * MIGRATE_AT_START=false: a release's migration step (`node dist/migrate.js`) migrates instead,
 * and the instance stays unready until it has (services/health.ts). Migrating is the default so
 * that `pnpm start` and `pnpm serve` need no second command.
 */
function migrateAtStartOf(env: NodeJS.ProcessEnv): boolean {
  const value = env.MIGRATE_AT_START ?? 'true';
  if (value !== 'true' && value !== 'false')
    throw new Error(`MIGRATE_AT_START must be true or false: ${env.MIGRATE_AT_START}`);
  return value === 'true';
}

async function main(): Promise<void> {
  const config = readConfig();
  const drainMs = drainMsOf(process.env);
  const db = createDatabase(config.database);
  const migrated = migrateAtStartOf(process.env)
    ? await migrateToLatest(
        db,
        config.database.dialect === 'postgres' ? config.database.schema : undefined,
      )
    : undefined;
  const app = buildApp({ db, config });
  if (migrated) app.log.info({ migrations: migrated }, `migrated: ${migrated.length} run`);
  // onClose hooks run once every request in flight has been answered (src/http/shutdown.ts).
  app.addHook('onClose', () => db.destroy());
  // Prometheus's own port (metrics/metrics-server.ts), up until the app has closed.
  const metricsSettings = metricsSettingsOf(process.env, config.host);
  if (metricsSettings) {
    const metrics = await startMetricsServer(metricsSettings);
    app.addHook('onClose', () => metrics.close());
    app.log.info(
      `metrics for Prometheus on http://${metricsSettings.host}:${metrics.port}/metrics`,
    );
  }
  // The spans still waiting in the batch are sent before the process ends.
  const sdk = tracing;
  if (sdk) app.addHook('onClose', () => sdk.shutdown());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: refusing new requests, finishing those in flight');
      // Ctrl-C at a terminal: no load balancer to wait for.
      drainAndClose(app, {
        drainMs: signal === 'SIGTERM' ? drainMs : 0,
        graceMs: SHUTDOWN_GRACE_MS,
      }).then(
        () => app.log.info('shut down'),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exitCode = 1;
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
