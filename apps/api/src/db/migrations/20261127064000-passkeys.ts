import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Passkeys (issue 25): a customer's WebAuthn credentials, and the challenges of the ceremonies
 * under way (each used once, valid for minutes). Keys and ids are base64url text, so both
 * dialects store them alike.
 */
export const createPasskeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      // WebAuthn's user.id: random, the same for all of a customer's passkeys (never the account's id).
      .addColumn('user_handle', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text')
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull())
      // The shop host it was registered at: a passkey belongs to its relying party.
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_customer').on('passkeys').column('customer_id').execute();

    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      // Set for a registration: the customer who passed the step-up for it.
      .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
      // Set for a registration: the user handle its options gave the authenticator.
      .addColumn('user_handle', 'text')
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('passkey_challenges_expiry')
      .on('passkey_challenges')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('passkey_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
