import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Data export requests (GDPR Art. 15 and 20, issue 26): the job that mails the download link,
 * claimed and retried like the mail outbox (claim token, claim expiry, attempts, back-off).
 */
export const createDataExportRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('data_export_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claim_token', 'text')
      .addColumn('claimed_until', 'bigint')
      .addColumn('mailed_at', 'bigint')
      .addColumn('given_up_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    // The worker's question (due requests) and the page's (the customer's latest).
    await db.schema
      .createIndex('data_export_requests_due')
      .on('data_export_requests')
      .columns(['mailed_at', 'given_up_at', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('data_export_requests_latest')
      .on('data_export_requests')
      .columns(['customer_id', 'requested_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('data_export_requests').execute();
  },
};
