import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { legacyMigrationNames, migrationProvider } from './migrations';
import type { Database } from './schema';

const MIGRATION_TABLE = 'kysely_migration';

/**
 * Databases migrated before migrations were named by time recorded the old numbered names;
 * renaming those rows lets the migrator recognise them instead of running them again.
 */
async function renameLegacyMigrations(db: Kysely<Database>, schema?: string): Promise<void> {
  // Tried rather than looked up: listing the tables reads every schema of the server, and fails
  // when another client drops one meanwhile (parallel test runs on one PostgreSQL).
  const table = sql.table(schema ? `${schema}.${MIGRATION_TABLE}` : MIGRATION_TABLE);
  try {
    for (const [legacy, name] of Object.entries(legacyMigrationNames)) {
      await sql`update ${table} set name = ${name} where name = ${legacy}`.execute(db);
    }
  } catch (error) {
    if (!isMissingTable(error)) throw error;
  }
}

/** A new database has no bookkeeping table yet: PostgreSQL 42P01, SQLite "no such table". */
function isMissingTable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
}

/**
 * Brings the schema to the latest migration; the server and the seed call it before anything else.
 * `schema` names the PostgreSQL schema the connection works in: Kysely looks for its bookkeeping
 * tables across all schemas otherwise, and would take another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  await renameLegacyMigrations(db, schema);
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
    // A migration merged from another branch may carry an earlier time than one already run
    // here; each is independent of the ones written after it, so it simply runs now.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
