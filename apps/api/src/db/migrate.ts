import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration; the server and the seed call it before anything else.
 * `schema` names the PostgreSQL schema the connection works in: Kysely looks for its bookkeeping
 * tables across all schemas otherwise, and would take another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Branches add migrations in parallel (0006 landed after 0010 on some databases); each is
    // independent of the ones numbered after it, so order of arrival may differ from name order.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
