import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { normalizeEmail } from '../db/normalize-email';
import type { Database, OutgoingMailsTable } from '../db/schema';
import type { OutgoingMail } from './mailer';
import { claimNext, markDone, noteFailed, type Claim, type ClaimQueue } from '../jobs/claims';
import type { JobRules } from '../jobs/job-rules';

/** An attachment as the outbox stores it: JSON has no bytes, so the content is base64. */
interface StoredOutgoingAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

type StoredMail = Omit<OutgoingMail, 'attachments'> & { attachments?: StoredOutgoingAttachment[] };

/** A mail the worker holds: `claimToken` proves the claim is still its own when it marks it. */
export interface ClaimedMail extends Claim {
  mail: OutgoingMail;
}

/**
 * Stores a mail to be sent. Pass the transaction of the change the mail reports: the mail then
 * exists exactly when the change does (a rolled-back change leaves no mail behind). The mail
 * belongs to the account holding its address, or to `customerId` where the account no longer
 * holds it (the last mail of an erased account): erasure and the data export find it by that.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  { now = Date.now(), customerId }: { now?: number; customerId?: string } = {},
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
      customer_id:
        customerId ??
        sql<
          string | null
        >`(select id from customers where email_normalized = ${normalizeEmail(mail.to)})`,
      subject: mail.subject,
      content: JSON.stringify(stored),
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
  // Claimed mails are unsent ones, which keep their content.
  const { attachments, ...mail } = JSON.parse(row.content ?? '{}') as StoredMail;
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

const OUTBOX: ClaimQueue = { table: 'outgoing_mails', done: 'sent_at' };

/** Claims the mail due first, if any (jobs/claims.ts): each worker gets another mail or none. */
export async function claimNextMail(
  db: Kysely<Database>,
  rules: JobRules,
  now = Date.now(),
): Promise<ClaimedMail | null> {
  const claimed = await claimNext<Selectable<OutgoingMailsTable>>(db, OUTBOX, rules, now);
  return claimed ? { ...claimed.claim, mail: parseMail(claimed.row) } : null;
}

/**
 * Marks the mail sent, if the claim is still this worker's. Called the moment SMTP has accepted
 * the mail: a crash between the two is the one case in which the mail goes out twice.
 * The statement that marks it sent drops its content (issue 33): what stays is recipient, kind,
 * subject, times and attempts. The last mail of an erased account leaves no row at all.
 */
export function markMailSent(
  db: Kysely<Database>,
  claimed: ClaimedMail,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await markDone(trx, OUTBOX, claimed, now, { content: null }))) return false;
    await trx
      .deleteFrom('outgoing_mails')
      .where('id', '=', claimed.id)
      .where('customer_id', 'in', (eb) =>
        eb.selectFrom('customers').select('id').where('erased_at', 'is not', null),
      )
      .execute();
    return true;
  });
}

/**
 * A failed attempt: the mail is due again after the back-off, or given up after the last attempt.
 * Returns whether it was given up.
 */
export function noteMailFailed(
  db: Kysely<Database>,
  claimed: ClaimedMail,
  error: unknown,
  rules: JobRules,
  now = Date.now(),
): Promise<boolean> {
  return noteFailed(db, OUTBOX, claimed, error, rules, now);
}
