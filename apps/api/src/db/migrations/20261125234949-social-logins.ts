import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Which provider account (provider + subject) belongs to which customer; found by verified e-mail once. */
export const createSocialLogins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_logins')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('social_logins_pk', ['provider', 'subject'])
      .execute();
    await db.schema
      .createIndex('social_logins_customer')
      .on('social_logins')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_logins').execute();
  },
};
