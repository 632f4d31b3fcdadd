import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations take Kysely<unknown>: they must not depend on the schema types, which describe the latest state.
export const createCustomers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().unique())
      .addColumn('customer_number', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('customer_type', 'text', (c) =>
        c.notNull().check(sql`customer_type in ('FULL', 'LIGHT')`),
      )
      .addColumn('customer_class', 'text', (c) => c.notNull())
      .addColumn('salutation', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('care_of', 'text')
      .addColumn('country_code', 'text', (c) =>
        c.notNull().check(sql`country_code in ('DE', 'AT', 'CH')`),
      )
      .addColumn('phone_number', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('preferred_payment_method', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customers').execute();
  },
};
