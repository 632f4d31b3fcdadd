import { databaseConfigFrom } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';

/** `pnpm seed`: migrates, then loads the demo data into the configured database. Safe to repeat. */
async function main(): Promise<void> {
  const db = createDatabase(databaseConfigFrom(process.env));
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    console.log('Demo data seeded.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
