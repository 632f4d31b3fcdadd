import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Content-Security-Policy violations browsers report to the logging service (scrubbed). */
export const createCspReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('csp_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('directive', 'text', (c) => c.notNull())
      .addColumn('blocked_uri', 'text', (c) => c.notNull())
      .addColumn('document_uri', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text')
      .addColumn('disposition', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('csp_reports_created_at')
      .on('csp_reports')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('csp_reports').execute();
  },
};
