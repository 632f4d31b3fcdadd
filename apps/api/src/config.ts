import path from 'node:path';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  /** `schema` isolates one database user's tables, e.g. one test suite's, inside a shared database. */
  | { dialect: 'postgres'; url: string; schema?: string };

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** Secure cookies are refused by browsers over plain http, so localhost development turns them off. */
  cookieSecure: boolean;
  logLevel: string;
}

const DEFAULT_SQLITE_FILE = path.resolve(__dirname, '..', 'data', 'account.sqlite');

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function databaseConfigFrom(env: NodeJS.ProcessEnv): DatabaseConfig {
  if (env.DATABASE_URL) return { dialect: 'postgres', url: env.DATABASE_URL };
  return { dialect: 'sqlite', file: path.resolve(env.SQLITE_FILE ?? DEFAULT_SQLITE_FILE) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.API_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    host: '127.0.0.1',
    port,
    database: databaseConfigFrom(env),
    cookieSecure: env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
