import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

export type DialectName = DatabaseConfig['dialect'];

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL points at a server (scripts/test-postgres.sh). */
export const dialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  db: Kysely<Database>;
  config: DatabaseConfig;
  /** The PostgreSQL schema of this database; undefined on SQLite. */
  schema?: string;
  drop(): Promise<void>;
}

/**
 * The API's own timeouts (2 s to connect, 5 s per query) answer 503 rather than keep a customer
 * waiting on a database that is gone. Beside the browser suite this machine's two cores are so
 * starved that a healthy PostgreSQL once took longer than 2 s to accept a connection, and the
 * request under test answered 503 (CI, 2 December 2026). The suites' databases are never slow on
 * purpose: where a test takes the database away, it cuts or refuses the connection, which fails
 * at once whatever the timeout.
 */
const TEST_POSTGRES_TIMEOUTS = { connectMs: 60_000, queryMs: 120_000 };

/** A fresh, migrated database per suite: a temporary SQLite file, or a PostgreSQL schema of its own. */
export async function createTestDatabase(
  dialect: DialectName,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-api-'));
    const config: DatabaseConfig = { dialect, file: path.join(dir, 'test.sqlite') };
    const db = createDatabase(config);
    if (migrate) await migrateToLatest(db);
    return {
      db,
      config,
      async drop() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ dialect, url, timeouts: TEST_POSTGRES_TIMEOUTS });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const config: DatabaseConfig = { dialect, url, schema, timeouts: TEST_POSTGRES_TIMEOUTS };
  const db = createDatabase(config);
  if (migrate) await migrateToLatest(db, schema);
  return {
    db,
    config,
    schema,
    async drop() {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
