import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The customer's vouchers (spec section 3: PERCENTAGE, VALUE, FREE_SHIPPING), e.g. the welcome voucher. */
export const createVouchers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vouchers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) =>
        c.notNull().check(sql`type in ('PERCENTAGE', 'VALUE', 'FREE_SHIPPING')`),
      )
      .addColumn('value', 'integer')
      .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
      .addColumn('minimum_order_cents', 'integer')
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .addColumn('welcome', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('redeemed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vouchers_customer').on('vouchers').column('customer_id').execute();
    // One welcome voucher per customer, also when two first visits race.
    await db.schema
      .createIndex('vouchers_one_welcome')
      .on('vouchers')
      .column('customer_id')
      .unique()
      .where(sql.ref('welcome'), '=', 1)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vouchers').execute();
  },
};
