import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An erased account keeps its row as the anonymous owner of the orders and invoices the law
 * requires to keep (domain/customers/erasure.ts); `erased_at` tells such a row apart.
 */
export const addCustomerErasure: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('erased_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').dropColumn('erased_at').execute();
  },
};
