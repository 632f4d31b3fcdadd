import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The catalogue behind the products service (variants, prices, stock, product states), the
 * customers' wishlists and viewed products, and the baskets of shop sessions (issue 12).
 */
export const createCatalogue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('home'))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('product_state', 'text', (c) => c.notNull().defaultTo('SELLABLE'))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('deal_percent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Comma-separated shop countries (DE,AT,CH) the product is sold in.
    await db.schema
      .alterTable('products')
      .addColumn('countries', 'text', (c) => c.notNull().defaultTo('DE,AT,CH'))
      .execute();

    await db.schema
      .createTable('product_variants')
      .addColumn('sku', 'text', (c) => c.primaryKey())
      .addColumn('base_product_no', 'text', (c) =>
        c.notNull().references('products.base_product_no').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('is_selected_by_default', 'integer', (c) => c.notNull())
      .addColumn('dimension_type', 'text')
      .addColumn('dimension_value', 'text')
      .addColumn('price_eur_cents', 'integer', (c) => c.notNull())
      .addColumn('price_chf_cents', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
      .addColumn('delivery_days_min', 'integer', (c) => c.notNull())
      .addColumn('delivery_days_max', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_variants_product')
      .on('product_variants')
      .columns(['base_product_no', 'position'])
      .execute();

    await db.schema
      .createTable('wishlist_items')
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('sku', 'text', (c) => c.notNull().references('product_variants.sku'))
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('active', 'movedToBasket', 'deleted')`),
      )
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'sku'])
      .execute();

    await db.schema
      .createTable('product_views')
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('base_product_no', 'text', (c) =>
        c.notNull().references('products.base_product_no').onDelete('cascade'),
      )
      .addColumn('viewed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_views_pk', ['customer_id', 'base_product_no'])
      .execute();
    await db.schema
      .createIndex('product_views_recent')
      .on('product_views')
      .columns(['customer_id', 'viewed_at'])
      .execute();

    await db.schema
      .createTable('basket_items')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull().references('product_variants.sku'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('basket_items_pk', ['session_id', 'sku'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('basket_items').execute();
    await db.schema.dropTable('product_views').execute();
    await db.schema.dropTable('wishlist_items').execute();
    await db.schema.dropTable('product_variants').execute();
    for (const column of ['countries', 'deal_percent', 'is_new', 'product_state', 'category'])
      await db.schema.alterTable('products').dropColumn(column).execute();
  },
};
