import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
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

/**
 * Customer 'c1' with only the columns the first migrations require, which every later database
 * has: for a migration's test whose rows belong to a customer.
 */
export async function insertCustomerC1(
  db: Kysely<Database>,
  { email = 'a@example.de', countryCode = 'DE' }: { email?: string; countryCode?: string } = {},
): Promise<void> {
  await sql`insert into customers (id, customer_id, customer_number, email, email_normalized,
    customer_type, customer_class, first_name, last_name, country_code, created_at)
    values ('c1', 'c1', '1', ${email}, ${email.toLowerCase()}, 'FULL', 'WEB', 'A', 'B',
    ${countryCode}, 0)`.execute(db);
}
