import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/**
 * How long requests in flight get to finish after SIGTERM before their connections are cut;
 * below the 30 s orchestrators (Kubernetes, compose's stop_grace_period … set higher) wait
 * before they kill the process.
 */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const app = buildApp({ db, config });
  // onClose hooks run once every request in flight has been answered (src/http/shutdown.ts).
  app.addHook('onClose', () => db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      const cut = setTimeout(() => {
        app.log.error('requests still running after the grace period: closing their connections');
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      cut.unref();
      app.close().then(
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
