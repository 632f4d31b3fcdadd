import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Step-up (issue 25): when the customer last proved who they are in a session — at login, and
 * again whenever a step-up asked for the password. A token refresh does not count.
 */
export const addSessionAuthenticationTime: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('authenticated_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // Sessions started before: last authenticated, as far as anyone knows, at their login.
    await sql`update sessions set authenticated_at = created_at`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
  },
};
