import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type LogConfig,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig, PostgresTimeouts } from '../config';
import { tracingStarted } from '../telemetry/tracing-state';
import { tracedDialect } from './traced-dialect';
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
 * SQLite 3.54 (in better-sqlite3 13) plans a statement anew on every run when it has `limit ?`,
 * or joins tables or sorts and compares a column with a bare parameter (`"c" = ?`): its planner
 * now reads such a parameter's bound value for its estimates, and better-sqlite3 clears the
 * bindings after each run, which expires a statement whose plan read one. Planning again cost
 * the session lookup every logged-in read starts with three times its run (docs/performance.md,
 * "SQLite plans every join anew"). `+?` is the same value and the same index search, but not a
 * bare parameter to the planner, so the plan is made once. Quoted text is left as it is.
 */
export function plannedOnce(sql: string): string {
  return sql
    .split(/('(?:[^']|'')*'|"(?:[^"]|"")*")/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/(=|\bis|\blimit|\boffset) \?(?!\d)/gi, '$1 +?'),
    )
    .join('');
}

/**
 * Kysely prepares every query anew, and preparing costs SQLite about as much as running a small
 * read (docs/performance.md, "API reads"). A prepared statement is reused per SQL text; that is
 * safe because Kysely's single SQLite connection runs one query at a time. Oldest out first.
 */
export function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
        statement = database.prepare(plannedOnce(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Statement names per SQL text, so the hash is computed once per text. */
const statementNames = new Map<string, string>();
function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= STATEMENT_CACHE_SIZE)
      statementNames.delete(statementNames.keys().next().value as string);
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/** PostgreSQL's answer to a prepared `select *` whose table gained a column since (a migration). */
const CACHED_PLAN_CHANGED = '0A000';

class QuietClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that breaks while checked out fails its query, which the caller hears of;
    // the event itself has nobody else to go to, and unheard it would end the process.
    this.on('error', () => undefined);
  }
}

/**
 * Every query as a named prepared statement, one name per SQL text: PostgreSQL then parses and
 * plans each text once per connection instead of on every call (docs/performance.md, "API
 * reads"), the PostgreSQL counterpart of the SQLite statement cache above. The texts are the
 * services' own (values are always parameters), so their number is bounded. Not for a pooler in
 * transaction mode (PgBouncer before 1.21), which does not keep prepared statements per client:
 * behind one (DATABASE_POOLER=transaction) queries go unnamed, parsed and planned each time.
 */
class PreparingClient extends QuietClient {
  // @ts-expect-error -- one overload of pg's many: Kysely calls query(text, values) only.
  override async query(text: unknown, values?: unknown[]) {
    if (typeof text !== 'string' || !Array.isArray(values))
      return super.query(text as never, values as never);
    const name = statementNameOf(text);
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      // A migration of another instance changed a table under a prepared statement: prepare anew.
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      await super.query(`deallocate "${name}"`);
      delete (this as unknown as { connection: { parsedStatements: Record<string, string> } })
        .connection.parsedStatements[name];
      return super.query({ name, text, values });
    }
  }
}

/**
 * While the server is unreachable a request must fail fast rather than wait for a connection
 * that does not come: connecting and waiting for a free pooled connection give up after 2 s,
 * and a query whose connection dies without a word (a cut network) after 5 s. The API then
 * answers 503 (src/http/database-unavailable.ts).
 */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 2_000, queryMs: 5_000 };

function postgresPool({
  url,
  schema,
  transactionPooler,
  timeouts = POSTGRES_TIMEOUTS,
}: Extract<DatabaseConfig, { dialect: 'postgres' }>): pg.Pool {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Not a plain schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    Client: (transactionPooler ? QuietClient : PreparingClient) as unknown as typeof pg.Client,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    // Broken connections are noticed by the next query; the pool reports them on its error event.
    keepAlive: true,
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
  // An idle pooled connection that breaks (the server restarts, the network is cut) is dropped
  // by the pool, which reports it here; without a listener that report would end the process.
  // The requests themselves learn of an outage from their own queries (503, see above).
  pool.on('error', () => undefined);
  return pool;
}

/** Each PostgreSQL database's pool, for the metrics of its use (metrics/database-metrics.ts). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export const postgresPoolOf = (db: Kysely<Database>): pg.Pool | undefined => pools.get(db);

function postgresDialectWithPool(
  config: Extract<DatabaseConfig, { dialect: 'postgres' }>,
): [Dialect, pg.Pool] {
  const pool = postgresPool(config);
  return [new PostgresDialect({ pool }), pool];
}

/** `log` hears every query with its parameters: the bench's floor (src/bench) replays them bare. */
export function createDatabase(
  config: DatabaseConfig,
  { log }: { log?: LogConfig } = {},
): Kysely<Database> {
  const [dialect, pool] =
    config.dialect === 'sqlite'
      ? [sqliteDialect(config.file), null]
      : postgresDialectWithPool(config);
  // Without tracing the driver stays as it is: not even a no-op span per query.
  const traced = tracingStarted()
    ? tracedDialect(dialect, pool ? 'postgresql' : 'sqlite')
    : dialect;
  const db = new Kysely<Database>({ dialect: traced, ...(log && { log }) });
  if (pool) pools.set(db, pool);
  return db;
}
