import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Bank details (one set per customer, holder and IBAN encrypted at rest) and the payment methods
 * a customer has beyond the shop's usual ones (Ratenkauf on contract).
 */
export const createPayments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_details')
      .addColumn('customer_id', 'text', (c) =>
        c.primaryKey().references('customers.id').onDelete('cascade'),
      )
      .addColumn('account_holder_encrypted', 'text', (c) => c.notNull())
      .addColumn('iban_encrypted', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('customer_payment_methods')
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('customer_payment_methods_pk', ['customer_id', 'method'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_payment_methods').execute();
    await db.schema.dropTable('bank_details').execute();
  },
};
