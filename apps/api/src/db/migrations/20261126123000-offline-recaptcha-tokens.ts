import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The tokens the local reCAPTCHA stand-in issued (RECAPTCHA_MODE=offline), hashed: any API
 * instance checks and uses up a token another one issued, as Google's siteverify does.
 */
export const createOfflineRecaptchaTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('offline_recaptcha_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('offline_recaptcha_tokens').execute();
  },
};
