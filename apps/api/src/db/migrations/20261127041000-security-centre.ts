import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The security centre (issue 25): each session records the browser it was started in, its shop,
 * the coarse network it was last used from and when; every login and failed attempt is kept for
 * the login history; the devices a customer logged in from decide the new-device mail.
 */
export const createSecurityCentre: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('shop', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('network', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_active_at', 'bigint').execute();
    // Sessions started before: last used, as far as anyone knows, when they were started.
    await sql`update sessions set last_active_at = created_at`.execute(db);

    await db.schema
      .createTable('login_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('occurred_at', 'bigint', (c) => c.notNull())
      .addColumn('succeeded', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('provider', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('network', 'text')
      .execute();
    // The history's one question: a customer's latest events.
    await db.schema
      .createIndex('login_events_latest')
      .on('login_events')
      .columns(['customer_id', 'occurred_at'])
      .execute();

    await db.schema
      .createTable('known_devices')
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pk', ['customer_id', 'device'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('known_devices').execute();
    await db.schema.dropTable('login_events').execute();
    for (const column of ['user_agent', 'shop', 'network', 'last_active_at'])
      await db.schema.alterTable('sessions').dropColumn(column).execute();
  },
};
