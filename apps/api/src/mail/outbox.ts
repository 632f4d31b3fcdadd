import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database, OutgoingMailsTable } from '../db/schema';
import type { OutgoingMail } from './mailer';
import { retryDelayMs, type OutboxRules } from './outbox-rules';

/** An attachment as the outbox stores it: JSON has no bytes, so the content is base64. */
interface StoredOutgoingAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

type StoredMail = Omit<OutgoingMail, 'attachments'> & { attachments?: StoredOutgoingAttachment[] };

/** A mail the worker holds: `claimToken` proves the claim is still its own when it marks it. */
export interface ClaimedMail {
  id: string;
  claimToken: string;
  attempts: number;
  mail: OutgoingMail;
}

/**
 * Stores a mail to be sent. Pass the transaction of the change the mail reports: the mail then
 * exists exactly when the change does (a rolled-back change leaves no mail behind).
 */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now = Date.now(),
): Promise<void> {
  const stored: StoredMail = {
    ...mail,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    })),
  };
  await db
    .insertInto('outgoing_mails')
    .values({
      id: randomUUID(),
      kind: mail.kind,
      to_address: mail.to.toLowerCase(),
      mail: JSON.stringify(stored),
      created_at: now,
      next_attempt_at: now,
      claim_token: null,
      claimed_until: null,
      sent_at: null,
      given_up_at: null,
      last_error: null,
    })
    .execute();
}

function parseMail(row: Selectable<OutgoingMailsTable>): OutgoingMail {
  const { attachments, ...mail } = JSON.parse(row.mail) as StoredMail;
  if (!attachments) return mail;
  return {
    ...mail,
    attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({
      filename,
      contentType,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  };
}

/**
 * Claims the mail due first, if any, in one statement: of several workers (API instances) each
 * gets another mail or none. PostgreSQL locks the candidate row and lets the others skip it
 * (FOR UPDATE SKIP LOCKED); SQLite runs one writing statement at a time. The conditions are
 * checked again on the row itself, so a mail claimed meanwhile is never taken twice. A claim
 * counts as an attempt; it runs out after `claimMs`, when a worker that died holding it can no
 * longer send it and another takes it over.
 */
export async function claimNextMail(
  db: Kysely<Database>,
  rules: OutboxRules,
  now = Date.now(),
): Promise<ClaimedMail | null> {
  const claimToken = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const row = await db
    .updateTable('outgoing_mails')
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
          .selectFrom('outgoing_mails')
          .select('id')
          .where((due) => isDue(due, rules, now))
          .orderBy('next_attempt_at')
          .limit(1)
          .$if(postgres, (query) => query.forUpdate().skipLocked()),
      ),
    )
    .where((eb) => isDue(eb, rules, now))
    .returningAll()
    .executeTakeFirst();
  return row ? { id: row.id, claimToken, attempts: row.attempts, mail: parseMail(row) } : null;
}

function isDue(eb: ExpressionBuilder<Database, 'outgoing_mails'>, rules: OutboxRules, now: number) {
  return eb.and([
    eb('sent_at', 'is', null),
    eb('given_up_at', 'is', null),
    eb('next_attempt_at', '<=', now),
    eb('attempts', '<', rules.maxAttempts),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);
}

/**
 * Marks the mail sent, if the claim is still this worker's. Called the moment SMTP has accepted
 * the mail: a crash between the two is the one case in which the mail goes out twice.
 */
export async function markMailSent(
  db: Kysely<Database>,
  claimed: ClaimedMail,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('outgoing_mails')
    .set({ sent_at: now, claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', claimed.id)
    .where('claim_token', '=', claimed.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A failed attempt: the mail is due again after the back-off, or given up after the last attempt.
 * Returns whether it was given up.
 */
export async function noteMailFailed(
  db: Kysely<Database>,
  claimed: ClaimedMail,
  error: unknown,
  rules: OutboxRules,
  now = Date.now(),
): Promise<boolean> {
  const givenUp = claimed.attempts >= rules.maxAttempts;
  await db
    .updateTable('outgoing_mails')
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
