import { databaseConfigFrom } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/**
 * A release's migration step (`node dist/migrate.js`: a Kubernetes Job, compose's `migrate`
 * service): brings the database to this release's schema once, then exits, so the instances can
 * start with MIGRATE_AT_START=false. Against PostgreSQL it needs a direct connection, not a
 * pooler in transaction mode (see db/migrate.ts). One JSON line per migration it ran.
 */
async function main(): Promise<void> {
  const config = databaseConfigFrom(process.env);
  const db = createDatabase(config);
  try {
    const ran = await migrateToLatest(
      db,
      config.dialect === 'postgres' ? config.schema : undefined,
    );
    for (const migration of ran) console.log(JSON.stringify({ msg: 'migration run', migration }));
    console.log(JSON.stringify({ msg: 'schema up to date', migrationsRun: ran.length }));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
