import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A support request whose mail failed is sent again later (services/customer-support/resend).
 * `mail_attempts` bounds the retries; `mail_claimed_at` lets one API instance of several claim a
 * request, so the service never gets the same request twice.
 */
export const addSupportMailResend: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('support_requests')
      .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('support_requests').addColumn('mail_claimed_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('support_requests').dropColumn('mail_claimed_at').execute();
    await db.schema.alterTable('support_requests').dropColumn('mail_attempts').execute();
  },
};
