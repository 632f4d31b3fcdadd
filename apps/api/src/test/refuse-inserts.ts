import { sql } from 'kysely';
import type { Database } from '../db/schema';
import type { TestDatabase } from './test-database';

/**
 * Makes the database refuse new rows of a table (only those whose `column` equals `value`, if
 * given), as a failure in the middle of a request: a full disk, a lost connection, a constraint
 * added meanwhile. Resolves to the function that lifts the refusal, so a test can show that what
 * failed works once the obstacle is gone.
 */
export async function refuseInserts<T extends keyof Database & string>(
  database: TestDatabase,
  table: T,
  only?: { column: keyof Database[T] & string; value: string },
): Promise<() => Promise<void>> {
  const { db } = database;
  const name = sql.id(`refuse_${table}`);
  const when = only ? sql`new.${sql.id(only.column)} = ${sql.lit(only.value)}` : sql`true`;
  if (database.config.dialect === 'sqlite') {
    await sql`create trigger ${name} before insert on ${sql.table(table)} when ${when}
      begin select raise(abort, 'insert refused'); end`.execute(db);
    return async () => {
      await sql`drop trigger ${name}`.execute(db);
    };
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'insert refused'; end $$`.execute(db);
  await sql`create trigger ${name} before insert on ${sql.table(table)} for each row
    when (${when}) execute function ${name}()`.execute(db);
  return async () => {
    await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  };
}

/** Runs `work` while the database refuses those rows, and lifts the refusal afterwards. */
export async function whileInsertsRefused<T extends keyof Database & string, R>(
  database: TestDatabase,
  refused: { table: T; only?: { column: keyof Database[T] & string; value: string } },
  work: () => Promise<R>,
): Promise<R> {
  const lift = await refuseInserts(database, refused.table, refused.only);
  try {
    return await work();
  } finally {
    await lift();
  }
}
