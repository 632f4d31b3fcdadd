import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: the parcels an order travels in, each with its carrier and the number the carrier
 * tracks it by, and when it is expected and delivered; a bulky item travels on its own, by freight
 * forwarder. An item points at the parcel it is in (null while not dispatched).
 */
export const createOrderShipments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_shipments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('carrier', 'text', (c) => c.notNull())
      .addColumn('parcel_number', 'text', (c) => c.notNull())
      .addColumn('dispatched_at', 'bigint', (c) => c.notNull())
      .addColumn('expected_delivery_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('order_shipments_order')
      .on('order_shipments')
      .columns(['order_id', 'position'])
      .execute();
    await db.schema.alterTable('order_items').addColumn('shipment_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').dropColumn('shipment_id').execute();
    await db.schema.dropTable('order_shipments').execute();
  },
};
