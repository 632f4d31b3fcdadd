import { randomUUID } from 'node:crypto';
import type { DataExportState, Locale } from '@account/contracts';
import { PostgresAdapter, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { retryDelayMs, type OutboxRules } from '../../mail/outbox-rules';

/** A request the job holds: `claimToken` proves the claim is still its own when it marks it. */
export interface ClaimedExportRequest {
  id: string;
  customerId: string;
  locale: Locale;
  claimToken: string;
  attempts: number;
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** Stores a request; the job (export-job.ts) mails its link. */
export async function requestDataExport(
  db: Kysely<Database>,
  customerId: string,
  locale: Locale,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('data_export_requests')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      locale,
      requested_at: now,
      next_attempt_at: now,
      claim_token: null,
      claimed_until: null,
      mailed_at: null,
      given_up_at: null,
      last_error: null,
    })
    .execute();
}

/** Where the customer's latest request stands, for the profile page. */
export async function latestDataExport(
  db: Kysely<Database>,
  customerId: string,
): Promise<DataExportState> {
  const row = await db
    .selectFrom('data_export_requests')
    .select(['requested_at', 'mailed_at', 'given_up_at'])
    .where('customer_id', '=', customerId)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { status: 'NONE', requestedAt: null, mailedAt: null };
  const status =
    row.mailed_at !== null ? 'MAILED' : row.given_up_at !== null ? 'FAILED' : 'REQUESTED';
  return { status, requestedAt: iso(row.requested_at), mailedAt: iso(row.mailed_at) };
}

function isDue(
  eb: ExpressionBuilder<Database, 'data_export_requests'>,
  rules: OutboxRules,
  now: number,
) {
  return eb.and([
    eb('mailed_at', 'is', null),
    eb('given_up_at', 'is', null),
    eb('next_attempt_at', '<=', now),
    eb('attempts', '<', rules.maxAttempts),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);
}

/**
 * Claims the request due first, if any, as the outbox claims its mails (mail/outbox.ts): one
 * statement, FOR UPDATE SKIP LOCKED on PostgreSQL, the conditions checked again on the row; a
 * claim counts as an attempt and runs out after `claimMs`.
 */
export async function claimNextExportRequest(
  db: Kysely<Database>,
  rules: OutboxRules,
  now = Date.now(),
): Promise<ClaimedExportRequest | null> {
  const claimToken = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const row = await db
    .updateTable('data_export_requests')
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
          .selectFrom('data_export_requests')
          .select('id')
          .where((due) => isDue(due, rules, now))
          .orderBy('next_attempt_at')
          .limit(1)
          .$if(postgres, (query) => query.forUpdate().skipLocked()),
      ),
    )
    .where((eb) => isDue(eb, rules, now))
    .returning(['id', 'customer_id', 'locale', 'attempts'])
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        customerId: row.customer_id,
        locale: row.locale as Locale,
        claimToken,
        attempts: row.attempts,
      }
    : null;
}

/** Marks the request mailed, in the transaction that put the mail into the outbox. */
export async function markExportMailed(
  db: Kysely<Database>,
  claimed: ClaimedExportRequest,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('data_export_requests')
    .set({ mailed_at: now, claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', claimed.id)
    .where('claim_token', '=', claimed.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A failed attempt: due again after the outbox's back-off, or given up after the last one. */
export async function noteExportFailed(
  db: Kysely<Database>,
  claimed: ClaimedExportRequest,
  error: unknown,
  rules: OutboxRules,
  now = Date.now(),
): Promise<boolean> {
  const givenUp = claimed.attempts >= rules.maxAttempts;
  await db
    .updateTable('data_export_requests')
    .set({
      claim_token: null,
      claimed_until: null,
      next_attempt_at: now + retryDelayMs(rules, claimed.attempts),
      given_up_at: givenUp ? now : null,
      last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
    })
    .where('id', '=', claimed.id)
    .where('claim_token', '=', claimed.claimToken)
    .execute();
  return givenUp;
}
