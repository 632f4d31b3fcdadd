import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: a return gives a reason per item. Each returned item keeps its own; the items of
 * returns announced before take their return's one reason.
 */
export const addReturnReasonPerItem: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').addColumn('return_reason', 'text').execute();
    await sql`
      update order_items set return_reason = (
        select order_returns.reason from order_returns where order_returns.id = order_items.return_id
      )
      where return_id is not null
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').dropColumn('return_reason').execute();
  },
};
