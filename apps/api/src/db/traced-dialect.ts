import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
} from '@opentelemetry/semantic-conventions';
import type { CompiledQuery, DatabaseConnection, Dialect } from 'kysely';

export type DatabaseSystem = 'sqlite' | 'postgresql';

const tracer = trace.getTracer('@account/api/db');

/** Kysely's statement kinds; other statements (begin, commit, raw SQL) by their first word. */
const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

function operationOf(query: CompiledQuery): string {
  return OPERATIONS[query.query.kind] ?? /^\s*(\w+)/.exec(query.sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * One span per statement, child of the request's span, for both dialects alike: better-sqlite3
 * has no maintained instrumentation, and node-postgres' own spans (connect, pool) sit beneath.
 * The statement text only: its values are parameters (`?`, `$1`) and stay out of the trace, as
 * does an error's message (it may quote a value); its code or name is the `error.type`.
 * Queries outside a request (the outbox worker's polls) would each make a trace of their own:
 * they are not traced.
 */
function traced(connection: DatabaseConnection, system: DatabaseSystem): DatabaseConnection {
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = <R>(
    query: CompiledQuery,
    options?: Parameters<DatabaseConnection['executeQuery']>[1],
  ) => {
    if (!trace.getSpan(context.active())) return execute<R>(query, options);
    const operation = operationOf(query);
    return tracer.startActiveSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: system,
          // The name before semantic conventions 1.26, which many backends still read.
          'db.system': system,
          [ATTR_DB_OPERATION_NAME]: operation,
          [ATTR_DB_QUERY_TEXT]: query.sql,
        },
      },
      async (span) => {
        try {
          return await execute<R>(query, options);
        } catch (error) {
          const { code, name } = error as { code?: unknown; name?: unknown };
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute(ATTR_ERROR_TYPE, String(code ?? name ?? 'Error'));
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  return connection;
}

/** The dialect with every connection's statements in spans (src/telemetry/tracing.ts). */
export function tracedDialect(dialect: Dialect, system: DatabaseSystem): Dialect {
  const wrapped = new WeakSet<DatabaseConnection>();
  return {
    createDriver() {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      // The drivers hand out the same connection objects again (one for SQLite, one per pooled
      // PostgreSQL client) and release them by identity: each is wrapped in place, once.
      driver.acquireConnection = async (options) => {
        const connection = await acquire(options);
        if (wrapped.has(connection)) return connection;
        wrapped.add(connection);
        return traced(connection, system);
      };
      return driver;
    },
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
