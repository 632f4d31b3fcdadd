import { randomUUID } from 'node:crypto';
import type { DataExportState, Locale } from '@account/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DataExportRequestsTable } from '../../db/schema';
import { claimNext, markDone, noteFailed, type Claim, type ClaimQueue } from '../../jobs/claims';
import type { JobRules } from '../../jobs/job-rules';
import { iso } from '../iso-time';

/** A request the job holds, with whom and which shop it is for. */
export interface ClaimedExportRequest extends Claim {
  customerId: string;
  locale: Locale;
}

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

const EXPORT_REQUESTS: ClaimQueue = { table: 'data_export_requests', done: 'mailed_at' };

/** Claims the request due first, if any, as the outbox claims its mails (jobs/claims.ts). */
export async function claimNextExportRequest(
  db: Kysely<Database>,
  rules: JobRules,
  now = Date.now(),
): Promise<ClaimedExportRequest | null> {
  const claimed = await claimNext<Selectable<DataExportRequestsTable>>(
    db,
    EXPORT_REQUESTS,
    rules,
    now,
  );
  if (!claimed) return null;
  const { customer_id, locale } = claimed.row;
  return { ...claimed.claim, customerId: customer_id, locale: locale as Locale };
}

/** Marks the request mailed, in the transaction that put the mail into the outbox. */
export function markExportMailed(
  db: Kysely<Database>,
  claimed: ClaimedExportRequest,
  now = Date.now(),
): Promise<boolean> {
  return markDone(db, EXPORT_REQUESTS, claimed, now);
}

/** A failed attempt: due again after the outbox's back-off, or given up after the last one. */
export function noteExportFailed(
  db: Kysely<Database>,
  claimed: ClaimedExportRequest,
  error: unknown,
  rules: JobRules,
  now = Date.now(),
): Promise<boolean> {
  return noteFailed(db, EXPORT_REQUESTS, claimed, error, rules, now);
}
