import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The privacy centre (issue 26): the two preferences that had no storage yet (personalised
 * recommendations and tracking, per account), and the consent log — every change of a consent or
 * mail preference with its time and source, written in the transaction of the change.
 */
export const createPrivacyCentre: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('privacy_preferences')
      .addColumn('customer_id', 'text', (c) =>
        c.primaryKey().references('customers.id').onDelete('cascade'),
      )
      .addColumn('personalised_recommendations', 'integer', (c) => c.notNull())
      .addColumn('tracking', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('consent_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('occurred_at', 'bigint', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .execute();
    // The log's one question: a customer's latest entries.
    await db.schema
      .createIndex('consent_log_latest')
      .on('consent_log')
      .columns(['customer_id', 'occurred_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('consent_log').execute();
    await db.schema.dropTable('privacy_preferences').execute();
  },
};
