import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 39: a return travels under its carrier's parcel number, printed as a barcode on its
 * label. The return keeps the carrier and the number it was booked under, so the label looks
 * the same when downloaded again; returns registered before have neither and are booked when
 * their label is first downloaded. The in-house label service counts each carrier's range here.
 */
export const addReturnParcelNumbers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_returns').addColumn('carrier', 'text').execute();
    await db.schema.alterTable('order_returns').addColumn('parcel_number', 'text').execute();
    await db.schema
      .createIndex('order_returns_parcel_number')
      .on('order_returns')
      .column('parcel_number')
      .unique()
      .execute();
    await db.schema
      .createTable('parcel_number_ranges')
      .addColumn('carrier', 'text', (c) => c.primaryKey())
      .addColumn('issued', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('parcel_number_ranges').execute();
    await db.schema.dropIndex('order_returns_parcel_number').execute();
    await db.schema.alterTable('order_returns').dropColumn('parcel_number').execute();
    await db.schema.alterTable('order_returns').dropColumn('carrier').execute();
  },
};
