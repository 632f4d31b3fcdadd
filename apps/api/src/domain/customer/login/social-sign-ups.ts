import { SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../tokens/tokens';
import type { Database } from '../../../db/schema';
import { normalizeEmail } from '../../../db/normalize-email';

/** Long enough to fill in the create-account form after coming back from the provider. */
export const SOCIAL_SIGN_UP_LIFETIME_MS = 30 * 60_000;

/** The provider account a sign-up token stands for: create account links it to the new customer. */
export interface SocialSignUp {
  provider: SocialProvider;
  subject: string;
  /**
   * The e-mail the provider verified; the new account must use exactly this one. Empty when the
   * provider verified none: the customer names one and confirms it by mail.
   */
  email: string;
}

/** A provider identity without customer: the browser gets the token, only its hash is stored. */
export async function issueSocialSignUp(
  db: Kysely<Database>,
  signUp: SocialSignUp,
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('social_sign_ups')
    .values({
      token_hash: hashToken(token),
      provider: signUp.provider,
      subject: signUp.subject,
      email: signUp.email && normalizeEmail(signUp.email),
      expires_at: now + SOCIAL_SIGN_UP_LIFETIME_MS,
      used_at: null,
    })
    .execute();
  // Expired sign-ups hold an e-mail and are worth nothing: they go with the next one.
  await db.deleteFrom('social_sign_ups').where('expires_at', '<=', now).execute();
  return token;
}

/** The sign-up a live token stands for, without using it up (checked before the account exists). */
export async function findSocialSignUp(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<SocialSignUp | null> {
  const row = await db
    .selectFrom('social_sign_ups')
    .select(['provider', 'subject', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const provider = SocialProvider.safeParse(row?.provider);
  return row && provider.success ? { ...row, provider: provider.data } : null;
}

/** Uses a sign-up token up; of two concurrent redemptions only one gets true. */
export async function redeemSocialSignUp(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('social_sign_ups')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
