import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A provider identity that met no customer, handed to the browser as a sign-up token (hashed
 * here): create account redeems it to open the account with the provider linked and no password.
 */
export const createSocialSignUps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_sign_ups')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_sign_ups').execute();
  },
};
