import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** What the front end reports to the logging service: log entries and consented tracking events. */
export const createClientLogsAndTrackingEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('status', 'integer')
      .addColumn('category', 'text')
      .addColumn('page', 'text')
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('client_logs_created_at')
      .on('client_logs')
      .column('created_at')
      .execute();
    await db.schema
      .createTable('tracking_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('email_hash', 'text')
      .addColumn('encrypted_email', 'text')
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tracking_events_created_at')
      .on('tracking_events')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracking_events').execute();
    await db.schema.dropTable('client_logs').execute();
  },
};
