import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Support requests sent from the contact form, and each customer's referral code. */
export const createSupportRequestsAndReferralCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('support_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('order_number', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('service_mailed_at', 'bigint')
      .addColumn('confirmation_mailed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('support_requests_customer')
      .on('support_requests')
      .columns(['customer_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('referral_codes')
      .addColumn('customer_id', 'text', (c) =>
        c.primaryKey().references('customers.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('referral_codes').execute();
    await db.schema.dropTable('support_requests').execute();
  },
};
