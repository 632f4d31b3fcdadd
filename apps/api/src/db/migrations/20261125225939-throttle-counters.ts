import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createThrottleCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('throttle_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_started_at', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('throttle_counters').execute();
  },
};
