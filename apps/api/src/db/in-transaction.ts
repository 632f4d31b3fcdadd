import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction, joining the caller's when `db` already is one: a route can then
 * wrap a domain change that opens its own transaction together with the mail that reports it
 * (mail/outbox.ts), and both commit or roll back as one.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
