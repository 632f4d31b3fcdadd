import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Returns announced online (issue 21): the code on the return label, the optional reason, and
 * when the parcel reached the warehouse. The returned part of an item is split off into its own
 * order item pointing at its return, so "1 of 2 pillows" keeps one status per line. Mails keep
 * their attachments (the return label) in the outbox as JSON.
 */
export const createOrderReturns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_returns')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('reason', 'text')
      .addColumn('registered_at', 'bigint', (c) => c.notNull())
      .addColumn('received_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('order_returns_order')
      .on('order_returns')
      .columns(['order_id', 'registered_at'])
      .execute();
    await db.schema.alterTable('order_items').addColumn('return_id', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
    await db.schema.alterTable('order_items').dropColumn('return_id').execute();
    await db.schema.dropTable('order_returns').execute();
  },
};
