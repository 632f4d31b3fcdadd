import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const COLUMNS = [
  'mail_claimed_at',
  'mail_attempts',
  'confirmation_mailed_at',
  'service_mailed_at',
] as const;

/**
 * Support requests mail through the outbox now (issue 23), which keeps, claims and retries each
 * mail itself: the request's own bookkeeping of its two mails and their resend goes.
 */
export const dropSupportMailResend: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of COLUMNS)
      await db.schema.alterTable('support_requests').dropColumn(column).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('support_requests')
      .addColumn('service_mailed_at', 'bigint')
      .execute();
    await db.schema
      .alterTable('support_requests')
      .addColumn('confirmation_mailed_at', 'bigint')
      .execute();
    await db.schema
      .alterTable('support_requests')
      .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('support_requests').addColumn('mail_claimed_at', 'bigint').execute();
  },
};
