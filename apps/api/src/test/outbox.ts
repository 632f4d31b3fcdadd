import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutboxMail {
  subject: string;
  text: string;
  kind: string;
}

/**
 * Mails reach the development mailbox (`mail_outbox`) through the outbox worker, which the
 * answer wakes: tests poll the mailbox for a while.
 */
export async function waitForMails(
  db: Kysely<Database>,
  to: string,
  kind: string,
  count = 1,
): Promise<OutboxMail[]> {
  for (let i = 0; i < 100; i += 1) {
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body as text', 'kind'])
      .where('to_address', '=', to.toLowerCase())
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .execute();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No ${count} ${kind} mail(s) to ${to}`);
}

/**
 * How many mails reached the address, once the outbox has tried every mail to it (routes that
 * answer before their work is done get 100 ms to commit it).
 */
export async function mailsTo(db: Kysely<Database>, to: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < 100; i += 1) {
    const untried = await db
      .selectFrom('outgoing_mails')
      .select('id')
      .where('to_address', '=', to.toLowerCase())
      .where('sent_at', 'is', null)
      .where('attempts', '=', 0)
      .executeTakeFirst();
    if (!untried) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', to.toLowerCase())
    .execute();
  return rows.length;
}

/** The first link of a mail, parsed. */
export function linkOf(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in: ${mail.text}`);
  return new URL(match[0]);
}

export const tokenOf = (mail: OutboxMail) => linkOf(mail).searchParams.get('token') ?? '';
