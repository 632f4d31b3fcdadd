import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A logged-in customer's basket belongs to the customer as well as to the shop session: the
 * session id alone no longer opens it (issue 20). `customer_id` is '' for a guest's basket, so it
 * can be part of the primary key; the table is built anew, as SQLite cannot change a primary key.
 */
export const addBasketOwners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('basket_items_owned')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull().references('product_variants.sku'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('basket_items_owned_pk', ['session_id', 'customer_id', 'sku'])
      .execute();
    await sql`insert into basket_items_owned (session_id, customer_id, sku, quantity, updated_at)
      select session_id, '', sku, quantity, updated_at from basket_items`.execute(db);
    await db.schema.dropTable('basket_items').execute();
    await db.schema.alterTable('basket_items_owned').renameTo('basket_items').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('basket_items_guest')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull().references('product_variants.sku'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('basket_items_pk', ['session_id', 'sku'])
      .execute();
    await sql`insert into basket_items_guest (session_id, sku, quantity, updated_at)
      select session_id, sku, quantity, updated_at from basket_items where customer_id = ''`.execute(
      db,
    );
    await db.schema.dropTable('basket_items').execute();
    await db.schema.alterTable('basket_items_guest').renameTo('basket_items').execute();
  },
};
