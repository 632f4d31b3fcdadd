import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { retryDelayMs, type JobRules } from './job-rules';

/**
 * A table worked through by claims: the mail outbox and the data export requests. Both have the
 * same claim columns (`attempts`, `next_attempt_at`, `claim_token`, `claimed_until`,
 * `given_up_at`, `last_error`) and a column that marks a row done.
 */
export type ClaimQueue =
  | { table: 'outgoing_mails'; done: 'sent_at' }
  | { table: 'data_export_requests'; done: 'mailed_at' };

/** A row a worker holds: `claimToken` proves the claim is still its own when it marks it. */
export interface Claim {
  id: string;
  claimToken: string;
  attempts: number;
}

// The helpers below are written once against the outbox's table type; the other queue has the
// same claim columns, and the done column is named by the queue.
type Claimable = Pick<Database, 'outgoing_mails'>;
const asQueue = (db: Kysely<Database>) => db as unknown as Kysely<Claimable>;
const tableOf = (queue: ClaimQueue) => queue.table as 'outgoing_mails';
const doneOf = (queue: ClaimQueue) => queue.done as 'sent_at';

function isDue(
  eb: ExpressionBuilder<Claimable, 'outgoing_mails'>,
  queue: ClaimQueue,
  rules: JobRules,
  now: number,
) {
  return eb.and([
    eb(doneOf(queue), 'is', null),
    eb('given_up_at', 'is', null),
    eb('next_attempt_at', '<=', now),
    eb('attempts', '<', rules.maxAttempts),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);
}

/**
 * Claims the row due first, if any, in one statement: of several workers (API instances) each
 * gets another row or none. PostgreSQL locks the candidate row and lets the others skip it
 * (FOR UPDATE SKIP LOCKED); SQLite runs one writing statement at a time. The conditions are
 * checked again on the row itself, so a row claimed meanwhile is never taken twice. A claim
 * counts as an attempt; it runs out after `claimMs`, when a worker that died holding it can no
 * longer finish it and another takes it over. Answers the claim and the row.
 */
export async function claimNext<Row>(
  db: Kysely<Database>,
  queue: ClaimQueue,
  rules: JobRules,
  now = Date.now(),
): Promise<{ claim: Claim; row: Row } | null> {
  const claimToken = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = tableOf(queue);
  const row = await asQueue(db)
    .updateTable(table)
    .set((eb) => ({
      claim_token: claimToken,
      claimed_until: now + rules.claimMs,
      attempts: eb('attempts', '+', 1),
    }))
    .where((eb) =>
      eb(
        'id',
        '=',
        eb
          .selectFrom(table)
          .select('id')
          .where((due) => isDue(due, queue, rules, now))
          .orderBy('next_attempt_at')
          .limit(1)
          .$if(postgres, (query) => query.forUpdate().skipLocked()),
      ),
    )
    .where((eb) => isDue(eb, queue, rules, now))
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return { claim: { id: row.id, claimToken, attempts: row.attempts }, row: row as Row };
}

/**
 * Marks the row done, if the claim is still this worker's; `also` is set in the same statement
 * (the outbox drops a sent mail's content).
 */
export async function markDone(
  db: Kysely<Database>,
  queue: ClaimQueue,
  claim: Claim,
  now = Date.now(),
  also: Partial<Record<string, null>> = {},
): Promise<boolean> {
  const result = await asQueue(db)
    .updateTable(tableOf(queue))
    .set({
      ...also,
      [doneOf(queue)]: now,
      claim_token: null,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', claim.id)
    .where('claim_token', '=', claim.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A failed attempt: the row is due again after the back-off, or given up after the last
 * attempt. Returns whether it was given up.
 */
export async function noteFailed(
  db: Kysely<Database>,
  queue: ClaimQueue,
  claim: Claim,
  error: unknown,
  rules: JobRules,
  now = Date.now(),
): Promise<boolean> {
  const givenUp = claim.attempts >= rules.maxAttempts;
  await asQueue(db)
    .updateTable(tableOf(queue))
    .set({
      claim_token: null,
      claimed_until: null,
      next_attempt_at: now + retryDelayMs(rules, claim.attempts),
      given_up_at: givenUp ? now : null,
      last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
    })
    .where('id', '=', claim.id)
    .where('claim_token', '=', claim.claimToken)
    .execute();
  return givenUp;
}
