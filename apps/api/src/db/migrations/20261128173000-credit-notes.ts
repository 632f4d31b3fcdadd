import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Database } from '../schema';
import { creditEarlierReturns } from '../../domain/orders/credit-notes/credit-earlier-returns';

/**
 * Issue 39: every credit (a received return, a cancelled line) is a credit note (Gutschrift) of
 * its own number series, referring to the invoice it lowers, with the lines credited (JSON: sku,
 * title, quantity, price, VAT rate) and the shipping credited with them. An order item points at
 * the credit note that credited it, so nothing is credited twice. Returns received before are
 * given their credit note now; their invoice's open amount was lowered already.
 */
export const createCreditNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credit_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('credit_note_number', 'text', (c) => c.notNull().unique())
      .addColumn('invoice_id', 'text', (c) =>
        c.notNull().references('invoices.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('shipping_cents', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('credit_notes_invoice')
      .on('credit_notes')
      .columns(['invoice_id', 'created_at'])
      .execute();
    await db.schema.alterTable('order_items').addColumn('credit_note_id', 'text').execute();
    await creditEarlierReturns(db as Kysely<Database>);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').dropColumn('credit_note_id').execute();
    await db.schema.dropTable('credit_notes').execute();
  },
};
