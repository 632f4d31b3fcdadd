import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** Brings the schema to the latest migration; the server and the seed call it before anything else. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    // Branches add migrations in parallel (0006 landed after 0010 on some databases); each is
    // independent of the ones numbered after it, so order of arrival may differ from name order.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
