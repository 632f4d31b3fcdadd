import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 33: the security centre lists the linked provider logins and removes them one by one, so
 * each needs an id the page can name (the provider's subject stays on the server), and shows when
 * each was last used to log in.
 */
export const addSocialLoginIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('social_logins').addColumn('id', 'text').execute();
    await db.schema.alterTable('social_logins').addColumn('last_used_at', 'bigint').execute();
    const rows = await sql<{
      provider: string;
      subject: string;
    }>`select provider, subject from social_logins`.execute(db);
    for (const { provider, subject } of rows.rows)
      await sql`update social_logins set id = ${randomUUID()} where provider = ${provider} and subject = ${subject}`.execute(
        db,
      );
    await db.schema
      .createIndex('social_logins_id')
      .on('social_logins')
      .column('id')
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('social_logins_id').execute();
    await db.schema.alterTable('social_logins').dropColumn('last_used_at').execute();
    await db.schema.alterTable('social_logins').dropColumn('id').execute();
  },
};
