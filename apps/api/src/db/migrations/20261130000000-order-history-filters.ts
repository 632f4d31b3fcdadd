import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: the history filters by state, each state a few EXISTS tests on an order's item
 * statuses. With the status in the index beside the order, they are answered from the index
 * alone instead of reading every item row of a customer's orders.
 */
export const addOrderHistoryFilters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('order_items_order_status')
      .on('order_items')
      .columns(['order_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('order_items_order_status').execute();
  },
};
