import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 12 aborts the process on Node 24.19 and later when a prepared statement is
 * garbage-collected outside a JavaScript context (its destructor removes an environment hook that
 * Node no longer finds), which the statement cache's evictions make routine; 13 fixed that but
 * does not run on Node 20. Both are installed (the 13 as `better-sqlite3-node22`, with prebuilt
 * binaries); the running Node takes the one that works on it. Their APIs are the same.
 */
export const SQLITE_DRIVER =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-node22' : 'better-sqlite3';

export const SQLite = createRequire(__filename)(SQLITE_DRIVER) as typeof BetterSqlite3;
