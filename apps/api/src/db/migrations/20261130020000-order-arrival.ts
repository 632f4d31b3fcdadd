import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: an order tells when it left the warehouse and when the carrier expects to deliver it
 * (the end of the announced delivery window), beside the delivery itself (`delivered_at`). Both
 * stay null for orders that were never dispatched or whose carrier gave no estimate.
 */
export const addOrderArrival: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('dispatched_at', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('expected_delivery_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('expected_delivery_at').execute();
    await db.schema.alterTable('orders').dropColumn('dispatched_at').execute();
  },
};
