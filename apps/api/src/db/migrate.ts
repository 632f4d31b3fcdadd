import { setTimeout } from 'node:timers/promises';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { legacyMigrationNames, migrationProvider, migrations } from './migrations';
import type { Database } from './schema';

const MIGRATION_TABLE = 'kysely_migration';

/**
 * The key of the PostgreSQL advisory lock every migrator of this API takes for its whole run
 * (an arbitrary constant of our own, distinct from the one Kysely's Migrator takes inside it).
 */
const MIGRATION_LOCK_KEY = 3_600_065;

const migrationTable = (schema: string | undefined) =>
  sql.table(schema ? `${schema}.${MIGRATION_TABLE}` : MIGRATION_TABLE);

/**
 * Databases migrated before migrations were named by time recorded the old numbered names;
 * renaming those rows lets the migrator recognise them instead of running them again.
 */
async function renameLegacyMigrations(db: Kysely<Database>, schema?: string): Promise<void> {
  // Tried rather than looked up: listing the tables reads every schema of the server, and fails
  // when another client drops one meanwhile (parallel test runs on one PostgreSQL).
  try {
    for (const [legacy, name] of Object.entries(legacyMigrationNames)) {
      await sql`update ${migrationTable(schema)} set name = ${name} where name = ${legacy}`.execute(
        db,
      );
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
 * Runs `migrate` on one connection that no other migrator of this database can enter meanwhile,
 * whichever process it is in: a release's migration job, or several instances starting at once.
 * Kysely's Migrator locks only its middle part on PostgreSQL (creating its bookkeeping tables
 * races), and on SQLite only within its one process. PostgreSQL: a session advisory lock (hence
 * a direct connection: a pooler in transaction mode hands the session's statements to different
 * server connections). SQLite: one `begin immediate` transaction, which waits for another
 * writer (better-sqlite3's busy timeout) and undoes a failed run whole.
 */
async function exclusively<T>(
  db: Kysely<Database>,
  migrate: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
      try {
        return await migrate(connection);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
      }
    }
    await beginImmediately(connection);
    try {
      const result = await migrate(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** How long a SQLite migrator waits for another one to finish. */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * `begin immediate`, waiting for another writer by polling rather than in better-sqlite3's busy
 * handler: that one blocks the whole thread, so a writer in the same process (a test's) could
 * never finish meanwhile.
 */
async function beginImmediately(connection: Kysely<Database>): Promise<void> {
  const giveUpAt = Date.now() + SQLITE_MIGRATION_WAIT_MS;
  const [{ timeout }] = (await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection))
    .rows as [{ timeout: number }];
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > giveUpAt)
          throw error;
        await setTimeout(50);
      }
    }
  } finally {
    await sql`pragma busy_timeout = ${sql.lit(timeout)}`.execute(connection);
  }
}

/**
 * Brings the schema to the latest migration and returns the names of the migrations this call
 * ran (none when another migrator was first). The migration job (src/migrate.ts), the server
 * when MIGRATE_AT_START is not false, and the seed call it before anything else.
 * `schema` names the PostgreSQL schema the connection works in: Kysely looks for its bookkeeping
 * tables across all schemas otherwise, and would take another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  return exclusively(db, async (connection) => {
    await renameLegacyMigrations(connection, schema);
    const { error, results } = await new Migrator({
      db: connection,
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
    return (results ?? []).map((result) => result.migrationName);
  });
}

/**
 * The migrations this code knows that the database has not recorded yet. An instance that did
 * not migrate at start (MIGRATE_AT_START=false) is not ready while there are any: its queries
 * may name tables and columns that do not exist yet.
 */
export async function pendingMigrations(db: Kysely<Database>, schema?: string): Promise<string[]> {
  let recorded: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from ${migrationTable(schema)}`.execute(
      db,
    );
    recorded = new Set(rows.rows.map((row) => row.name));
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    recorded = new Set();
  }
  return Object.keys(migrations).filter((name) => !recorded.has(name));
}
