import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every refresh token a session rotated away, so reuse of any generation is recognised, not
 * only the last one. Rows go with their session.
 */
export const createRotatedRefreshTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rotated_refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('rotated_at', 'bigint', (c) => c.notNull())
      .execute();
    // Sessions rotated before this table existed: their replaced token counts as long past the grace.
    await sql`insert into rotated_refresh_tokens (token_hash, session_id, rotated_at)
      select previous_refresh_token_hash, id, 0 from sessions where previous_refresh_token_hash is not null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rotated_refresh_tokens').execute();
  },
};
