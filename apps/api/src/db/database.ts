import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
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
  return new SqliteDialect({ database: withStatementCache(database) });
}

/** More distinct statements than the services send (`in (?, ?)` lists vary with their length). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 builds each row object property by property in C++, which costs more than the
 * query itself for a page of orders; rows read as arrays and turned into objects by a function
 * made for the statement's columns take a third of the time. The column names come from SQLite's
 * own description of the statement and are quoted as JSON string literals.
 */
function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const toRow = new Function(
    'values',
    `return { ${names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ')} };`,
  ) as (values: unknown[]) => unknown;
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toRow(values);
    },
  };
}

/**
 * Kysely prepares every query anew, and preparing costs SQLite about as much as running a small
 * read (docs/performance.md, "API reads"). A prepared statement is reused per SQL text; that is
 * safe because Kysely's single SQLite connection runs one query at a time. Oldest out first.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
        statement = rowsAsObjects(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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
