import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The transactional outbox (issue 23): a request stores its mail here in the transaction of the
 * change the mail reports; the outbox worker (mail/outbox-worker.ts) sends it later. A claim is
 * a token with an expiry (`claimed_until`), so a mail whose sender died is taken again once the
 * claim has run out, and of several API instances only one holds a mail at a time.
 */
export const createOutgoingMails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outgoing_mails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('mail', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claim_token', 'text')
      .addColumn('claimed_until', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('given_up_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    // The worker's one question: which unsent mail is due first.
    await db.schema
      .createIndex('outgoing_mails_due')
      .on('outgoing_mails')
      .columns(['sent_at', 'given_up_at', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outgoing_mails').execute();
  },
};
