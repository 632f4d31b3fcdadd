import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { plannedOnce } from '../db/database';
import SQLite from 'better-sqlite3';

/** One query as the API sent it: its SQL text and its parameters. */
export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Hears the queries of one request at a time: hand `log` to createDatabase, then `during` runs a
 * request and returns what it queried. A query belongs to the request whose async context sent it,
 * so what the app's background workers (outbox, data export) send meanwhile is not counted.
 */
export function queryRecorder() {
  const current = new AsyncLocalStorage<CapturedQuery[]>();
  return {
    log(event: LogEvent) {
      current.getStore()?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
    async during(request: () => Promise<unknown>): Promise<CapturedQuery[]> {
      const queries: CapturedQuery[] = [];
      await current.run(queries, request);
      return queries;
    },
  };
}

/** The queries a GET sends, captured from the app itself (built with the recorder's `log`). */
export async function queriesOf(
  app: FastifyInstance,
  recorder: ReturnType<typeof queryRecorder>,
  url: string,
  headers: Record<string, string>,
): Promise<CapturedQuery[]> {
  let status = 0;
  const queries = await recorder.during(async () => {
    status = (await app.inject({ method: 'GET', url, headers })).statusCode;
  });
  if (status !== 200) throw new Error(`GET ${url} answered ${status}, not 200`);
  return queries;
}

/** Runs captured queries with the bare driver and resolves with their rows, one array per query. */
export type BareRun = (queries: readonly CapturedQuery[]) => Promise<unknown[][]>;

const INT8_OID = 20;

/**
 * The bare drivers on the API's database: better-sqlite3 with each SQL text prepared once (and
 * planned once, as the API's statement cache does), and
 * pg with a named statement per text (parsed and planned once per connection), int8 read as
 * numbers as the API reads them. No query builder, no mapping of rows.
 */
export function bareDriver(config: DatabaseConfig): { run: BareRun; close(): Promise<void> } {
  if (config.dialect === 'sqlite') {
    const database = new SQLite(config.file);
    database.pragma('journal_mode = WAL');
    const statements = new Map<string, ReturnType<typeof database.prepare>>();
    const prepared = (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = database.prepare(plannedOnce(sql))));
      return statement;
    };
    return {
      run: async (queries) =>
        queries.map(({ sql, parameters }) => {
          const statement = prepared(sql);
          return statement.reader ? statement.all(parameters) : [statement.run(parameters)];
        }),
      close: async () => {
        database.close();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `floor_${names.size}`));
    return name;
  };
  return {
    // One after the other, as a request's queries depend on each other (the session first).
    async run(queries) {
      const client = await pool.connect();
      try {
        const rows: unknown[][] = [];
        for (const { sql, parameters } of queries)
          rows.push(
            (await client.query({ name: nameOf(sql), text: sql, values: [...parameters] })).rows,
          );
        return rows;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
