import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 40: the security centre tells sessions apart by how each began — password, passkey,
 * a provider (Google, Apple, Facebook), a mailed link. The session keeps the login's method and
 * provider; sessions started before have neither and show none.
 */
export const addSessionLoginWay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('login_method', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('login_provider', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('login_provider').execute();
    await db.schema.alterTable('sessions').dropColumn('login_method').execute();
  },
};
