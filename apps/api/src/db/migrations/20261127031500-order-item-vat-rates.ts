import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Invoices as PDF (issue 26): each order item carries the VAT rate it was sold at, in basis
 * points (1900 = 19 %), since rates differ per shop and kind of goods and change over time.
 * Existing items get their shop's rate for their product's category: standard for every
 * department, reduced for food and books, Austria's 13 % for plants. The rates are written out
 * here rather than imported, so the migration stays what it was when it ran.
 */
const standard = { DE: 1900, AT: 2000, CH: 810 } as const;
const byCategory: Record<string, Record<keyof typeof standard, number>> = {
  food: { DE: 700, AT: 1000, CH: 260 },
  books: { DE: 700, AT: 1000, CH: 260 },
  plants: { DE: 700, AT: 1300, CH: 260 },
};

export const addOrderItemVatRates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('order_items')
      .addColumn('vat_rate_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const [country, rate] of Object.entries(standard))
      await sql`update order_items set vat_rate_basis_points = ${rate}
        where order_id in (select id from orders where country_code = ${country})`.execute(db);
    for (const [category, rates] of Object.entries(byCategory))
      for (const [country, rate] of Object.entries(rates))
        await sql`update order_items set vat_rate_basis_points = ${rate}
          where order_id in (select id from orders where country_code = ${country})
          and base_product_no in (select base_product_no from products where category = ${category})`.execute(
          db,
        );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').dropColumn('vat_rate_basis_points').execute();
  },
};
