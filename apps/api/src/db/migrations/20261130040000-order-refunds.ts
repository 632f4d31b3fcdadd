import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: the money back for a return received or an order cancelled, one row each. The amount
 * is the credit note's (no copy here); an order without an invoice has no credit note, and its
 * refund is what its credited items cost. `issued_at` stays null until the money is sent back.
 */
export const createOrderRefunds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('return_id', 'text', (c) =>
        c.unique().references('order_returns.id').onDelete('cascade'),
      )
      .addColumn('credit_note_id', 'text', (c) =>
        c.references('credit_notes.id').onDelete('set null'),
      )
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('issued_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('order_refunds_order')
      .on('order_refunds')
      .column('order_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_refunds').execute();
  },
};
