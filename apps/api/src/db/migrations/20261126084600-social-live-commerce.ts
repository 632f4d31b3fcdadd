import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The social-live-commerce service: creators, their stream schedule and who follows whom. */
export const createSocialLiveCommerce: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('creators')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('image_svg', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('creator_streams')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('creator_id', 'text', (c) =>
        c.notNull().references('creators.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('creator_streams_creator_time')
      .on('creator_streams')
      .columns(['creator_id', 'ends_at'])
      .execute();
    await db.schema
      .createTable('creator_follows')
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('creator_id', 'text', (c) =>
        c.notNull().references('creators.id').onDelete('cascade'),
      )
      .addColumn('source_app', 'text', (c) => c.notNull())
      .addColumn('followed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('creator_follows_pk', ['customer_id', 'creator_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('creator_follows').execute();
    await db.schema.dropTable('creator_streams').execute();
    await db.schema.dropTable('creators').execute();
  },
};
