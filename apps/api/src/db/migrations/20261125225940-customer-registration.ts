import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** What account creation records beyond the first foundation columns (spec section 3). */
export const addCustomerRegistration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['street', 'street_number', 'zip_code', 'city', 'address_addition']) {
      await db.schema.alterTable('customers').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('customers')
      .addColumn('newsletter_consent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Light accounts are confirmed by their double opt-in mail; null means not (yet) confirmed.
    await db.schema.alterTable('customers').addColumn('email_confirmed_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of [
      'street',
      'street_number',
      'zip_code',
      'city',
      'address_addition',
      'newsletter_consent',
      'email_confirmed_at',
    ]) {
      await db.schema.alterTable('customers').dropColumn(column).execute();
    }
  },
};
