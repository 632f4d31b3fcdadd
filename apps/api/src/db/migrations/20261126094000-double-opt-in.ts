import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the customer agreed to by mail (docs/decisions/024-double-opt-in.md): newsletter
 * subscriptions and stock reminders belong to an e-mail address (no account needed); the
 * market-research consent and the upsell opt-out to an account. Their links live in
 * `doi_tokens`, hashed and bound to purpose and address.
 */
export const createDoubleOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_subscriptions')
      // 128 random bits: the id in every newsletter's unsubscribe link (spec: subscription/{id}).
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('unsubscribed_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('newsletter_subscriptions_address')
      .on('newsletter_subscriptions')
      .columns(['email_normalized', 'locale'])
      .unique()
      .execute();

    await db.schema
      .createTable('stock_reminders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('base_product_no', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('unsubscribed_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('stock_reminders_address_product')
      .on('stock_reminders')
      .columns(['email_normalized', 'base_product_no'])
      .unique()
      .execute();

    await db.schema
      .createTable('market_research_consents')
      .addColumn('customer_id', 'text', (c) =>
        c.primaryKey().references('customers.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .execute();

    await db.schema
      .createTable('upsell_unsubscribes')
      .addColumn('customer_id', 'text', (c) =>
        c.primaryKey().references('customers.id').onDelete('cascade'),
      )
      .addColumn('unsubscribed_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('doi_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      // The address the link was mailed to: it works only while its subject still has it.
      .addColumn('email_normalized', 'text', (c) => c.notNull())
      // The subscription, stock reminder or customer the link acts on.
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('doi_tokens_subject_purpose')
      .on('doi_tokens')
      .columns(['subject_id', 'purpose'])
      .execute();
    await db.schema
      .createIndex('doi_tokens_address')
      .on('doi_tokens')
      .column('email_normalized')
      .execute();

    // Marketing mails carry List-Unsubscribe headers (RFC 8058); the outbox keeps them for tests.
    await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
    for (const table of [
      'doi_tokens',
      'upsell_unsubscribes',
      'market_research_consents',
      'stock_reminders',
      'newsletter_subscriptions',
    ])
      await db.schema.dropTable(table).execute();
  },
};
