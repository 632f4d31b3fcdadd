import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { enqueueMail } from '../../../mail/outbox';
import type { MailText } from '../../../mail/texts';

/**
 * Puts a prepared mail into the outbox, in the transaction of the change it reports when given
 * one; the outbox worker sends it, so a mail server that fails never turns the stored change into
 * an error for the customer.
 */
export async function sendMail(
  db: Kysely<Database>,
  to: string,
  { subject, text }: MailText,
  kind: string,
  /** The account the mail is for where it no longer holds `to` (mail/outbox.ts). */
  { customerId }: { customerId?: string } = {},
): Promise<void> {
  await enqueueMail(db, { to, subject, text, kind }, { customerId });
}
