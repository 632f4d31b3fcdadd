import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The content service's pages (FAQ, legal pages, information views), one row per shop. */
export const createContentPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_pages')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('intro', 'text')
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('updated_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_pages_pk', ['slug', 'locale'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_pages').execute();
  },
};
