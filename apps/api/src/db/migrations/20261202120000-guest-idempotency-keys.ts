import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIdempotencyKeys } from './20261126060100-idempotency-keys';

/**
 * Idempotency keys of guests too: a guest's basket add sent again must not put a second piece in
 * the basket. A key now belongs to an `owner`, a customer (`customer:<id>`) or a guest's shop
 * session (`shop-session:<X-SessionId>`); `customer_id` stays for a customer's keys so they go
 * with the customer, and is null for a guest's. The table is built anew, as SQLite cannot change
 * a primary key.
 */
export const addGuestIdempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys_owned')
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('response_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_owner_pk', ['owner', 'idempotency_key'])
      .execute();
    await sql`insert into idempotency_keys_owned (owner, customer_id, idempotency_key,
        request_hash, status_code, response_body, created_at)
      select 'customer:' || customer_id, customer_id, idempotency_key, request_hash, status_code,
        response_body, created_at from idempotency_keys`.execute(db);
    await db.schema.dropTable('idempotency_keys').execute();
    await db.schema.alterTable('idempotency_keys_owned').renameTo('idempotency_keys').execute();
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('idempotency_keys_customer')
      .on('idempotency_keys')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    // The indexes' names are the old table's too.
    await db.schema.dropIndex('idempotency_keys_created_at').execute();
    await db.schema.dropIndex('idempotency_keys_customer').execute();
    await db.schema.alterTable('idempotency_keys').renameTo('idempotency_keys_owned').execute();
    await createIdempotencyKeys.up(db);
    // A guest's keys cannot be kept without a customer: they are dropped.
    await sql`insert into idempotency_keys (customer_id, idempotency_key, request_hash,
        status_code, response_body, created_at)
      select customer_id, idempotency_key, request_hash, status_code, response_body, created_at
      from idempotency_keys_owned where customer_id is not null`.execute(db);
    await db.schema.dropTable('idempotency_keys_owned').execute();
  },
};
