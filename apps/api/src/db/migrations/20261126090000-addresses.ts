import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A customer's delivery addresses (postal or DHL pick-up point; deleted ones are kept marked so
 * they can be restored) and the one billing address (spec section 3).
 */
export const createAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('parcel_point_kind', 'text')
      .addColumn('salutation', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('street_number', 'text', (c) => c.notNull())
      .addColumn('address_addition', 'text')
      .addColumn('zip_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('post_number', 'text')
      .addColumn('station_number', 'text')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_addresses_customer')
      .on('delivery_addresses')
      .columns(['customer_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('billing_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().unique().references('customers.id').onDelete('cascade'),
      )
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('street_number', 'text', (c) => c.notNull())
      .addColumn('zip_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('billing_addresses').execute();
    await db.schema.dropTable('delivery_addresses').execute();
  },
};
