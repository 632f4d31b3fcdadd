import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Spec section 3's crossDeviceTracking: off unless the customer allowed it. */
export const addCrossDeviceTracking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('customers')
      .addColumn('cross_device_tracking', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').dropColumn('cross_device_tracking').execute();
  },
};
