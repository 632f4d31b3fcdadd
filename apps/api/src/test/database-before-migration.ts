import { Migrator } from 'kysely/migration';
import { migrations } from '../db/migrations';
import { createTestDatabase, type DialectName, type TestDatabase } from './test-database';

/**
 * A test database as it was before the migration `name`: every migration written earlier, so a
 * migration's test can insert the rows it finds in a real database and then run it.
 */
export async function databaseBeforeMigration(
  dialect: DialectName,
  name: string,
): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect, { migrate: false });
  const before = Object.fromEntries(Object.entries(migrations).filter(([other]) => other < name));
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => before },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
  return database;
}
