import { Migrator, sql, type Kysely } from 'kysely';
import { legacyMigrationNames, migrationProvider } from './migrations';
import type { Database } from './schema';

const MIGRATION_TABLE = 'kysely_migration';

/**
 * Databases migrated before migrations were named by time recorded the old numbered names;
 * renaming those rows lets the migrator recognise them instead of running them again.
 */
async function renameLegacyMigrations(db: Kysely<Database>, schema?: string): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const exists = tables.some((t) => t.name === MIGRATION_TABLE && (!schema || t.schema === schema));
  if (!exists) return;
  const table = sql.table(schema ? `${schema}.${MIGRATION_TABLE}` : MIGRATION_TABLE);
  for (const [legacy, name] of Object.entries(legacyMigrationNames)) {
    await sql`update ${table} set name = ${name} where name = ${legacy}`.execute(db);
  }
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
