import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

async function main(): Promise<void> {
  const config = readConfig();
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const app = buildApp({ db, config });
  app.addHook('onClose', () => db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close());
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
