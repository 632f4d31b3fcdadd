import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('access_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('previous_refresh_token_hash', 'text')
      .addColumn('stay_logged_in', 'integer', (c) => c.notNull())
      .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Reuse detection looks sessions up by the refresh token they replaced.
    await db.schema
      .createIndex('sessions_previous_refresh_token_hash')
      .on('sessions')
      .column('previous_refresh_token_hash')
      .execute();
    await db.schema
      .createIndex('sessions_customer_id')
      .on('sessions')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
  },
};
