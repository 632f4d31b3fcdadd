import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Orders with their items, and the invoices still open on them (spec section 3). Amounts in cents. */
export const createOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_number', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('country_code', 'text', (c) =>
        c.notNull().check(sql`country_code in ('DE', 'AT', 'CH')`),
      )
      .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
      .addColumn('payment_type', 'text', (c) =>
        c.notNull().check(sql`payment_type in ('INVOICE', 'DIRECT_DEBIT', 'PAYPAL')`),
      )
      .addColumn('shipping_costs_cents', 'integer', (c) => c.notNull())
      .addColumn('tracking_variant', 'text', (c) =>
        c.notNull().check(sql`tracking_variant in ('standard', 'checked')`),
      )
      .addColumn('delivery_salutation', 'text')
      .addColumn('delivery_first_name', 'text', (c) => c.notNull())
      .addColumn('delivery_last_name', 'text', (c) => c.notNull())
      .addColumn('delivery_street', 'text', (c) => c.notNull())
      .addColumn('delivery_street_number', 'text', (c) => c.notNull())
      .addColumn('delivery_address_addition', 'text')
      .addColumn('delivery_zip_code', 'text', (c) => c.notNull())
      .addColumn('delivery_city', 'text', (c) => c.notNull())
      .addColumn('delivery_country_code', 'text', (c) => c.notNull())
      .addColumn('delivery_address_type', 'text', (c) => c.notNull())
      .addColumn('placed_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      .addColumn('cancelled_at', 'bigint')
      .addColumn('cancel_reason', 'text')
      .addColumn('withdrawn_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // The history pages newest first by (placed_at, id) per customer.
    await db.schema
      .createIndex('orders_customer_placed')
      .on('orders')
      .columns(['customer_id', 'placed_at', 'id'])
      .execute();

    await db.schema
      .createTable('order_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('base_product_no', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('single_price_cents', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('direct_supplier', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('returned_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('order_items_order')
      .on('order_items')
      .columns(['order_id', 'position'])
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('open_amount_cents', 'integer', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('payment_type', 'text', (c) =>
        c.notNull().check(sql`payment_type in ('INVOICE', 'DIRECT_DEBIT')`),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoices_customer')
      .on('invoices')
      .columns(['customer_id', 'due_date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('order_items').execute();
    await db.schema.dropTable('orders').execute();
  },
};
