import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createOneTimeTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('one_time_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('data', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Issuing a link retires the customer's older links of the same purpose.
    await db.schema
      .createIndex('one_time_tokens_customer_purpose')
      .on('one_time_tokens')
      .columns(['customer_id', 'purpose'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('one_time_tokens').execute();
  },
};
