/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the connection was refused, reset or cut, connecting or a query timed out
 * (src/db/database.ts bounds both), or PostgreSQL refuses connections while it starts or shuts
 * down. The API answers them 503 SERVICE_UNAVAILABLE with Retry-After, as the same request a
 * few seconds later may well succeed; a half-done write was rolled back by its transaction.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08 (connection exception), shutdown and start-up (57P01–57P03), too many connections (53300). */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** node-postgres' own messages for a pool or connection that gave up; it sets no code for them. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Duck-typed: the socket's errors are made by Node's core, which is another realm under a test runner. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)))
    return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((start) => message.startsWith(start));
}
