import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

const INT8_OID = 20;

function sqliteDialect(file: string): Dialect {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets the seed run while the server reads; SQLite enforces foreign keys only when asked.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  return new SqliteDialect({ database });
}

function postgresDialect(url: string, schema: string | undefined): Dialect {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Not a plain schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Timestamps are epoch-ms bigints; node-postgres returns int8 as strings unless told otherwise.
    // Epoch milliseconds stay far below 2^53, so numbers are exact.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new PostgresDialect({ pool });
}

export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  const dialect =
    config.dialect === 'sqlite'
      ? sqliteDialect(config.file)
      : postgresDialect(config.url, config.schema);
  return new Kysely<Database>({ dialect });
}
