import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../tokens/tokens';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';

/** What a mailed double-opt-in link may do; a link of one purpose is refused by every other. */
export type DoiPurpose =
  | 'newsletter-confirm'
  | 'stock-reminder-confirm'
  | 'stock-reminder-unsubscribe'
  | 'market-research-confirm'
  | 'upsell-unsubscribe';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Confirmations last the 24 hours of spec section 9. Unsubscribe links must still work when the
 * product is back in stock or the customer reads the mail weeks later: 90 days and a year.
 */
export const DOI_TOKEN_LIFETIME_MS: Record<DoiPurpose, number> = {
  'newsletter-confirm': DAY,
  'stock-reminder-confirm': DAY,
  'market-research-confirm': DAY,
  'stock-reminder-unsubscribe': 90 * DAY,
  'upsell-unsubscribe': 365 * DAY,
};

export interface DoiLink {
  purpose: DoiPurpose;
  /** The subscription, stock reminder or customer the link acts on. */
  subjectId: string;
  /** Normalized address the link was mailed to. */
  email: string;
}

/**
 * A fresh link: 256 random bits, of which only the hash is stored. Older unused links of the
 * same purpose and subject stop working, so only the newest mail counts.
 */
export async function issueDoiToken(
  db: Kysely<Database>,
  { purpose, subjectId, email }: DoiLink,
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('doi_tokens')
      .where('subject_id', '=', subjectId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('doi_tokens')
      .values({
        id: randomUUID(),
        purpose,
        token_hash: hashToken(token),
        email_normalized: email,
        subject_id: subjectId,
        expires_at: now + DOI_TOKEN_LIFETIME_MS[purpose],
        used_at: null,
        created_at: now,
      })
      .execute();
  });
  return token;
}

export type Redemption =
  | { outcome: 'redeemed'; link: DoiLink }
  /** Followed before: the caller may answer "already done" instead of "invalid". */
  | { outcome: 'used'; link: DoiLink }
  | { outcome: 'invalid' };

/**
 * Uses a link of the given purpose up, if it is live and its subject still has the address it
 * was mailed to (`addressOf`). The update is conditional on `used_at is null`, so of two
 * concurrent redemptions exactly one succeeds. Unknown, expired, foreign-purpose and re-addressed
 * links are all `invalid`; a used one reports `used`.
 */
export async function redeemDoiToken(
  db: Kysely<Database>,
  token: string,
  purpose: DoiPurpose,
  addressOf: (subjectId: string) => Promise<string | null>,
  now = Date.now(),
): Promise<Redemption> {
  const row = await db
    .selectFrom('doi_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return { outcome: 'invalid' };
  const link: DoiLink = { purpose, subjectId: row.subject_id, email: row.email_normalized };
  if ((await addressOf(row.subject_id)) !== row.email_normalized) return { outcome: 'invalid' };
  if (row.used_at !== null) return { outcome: 'used', link };
  const used = await db
    .updateTable('doi_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? { outcome: 'redeemed', link } : { outcome: 'used', link };
}

/** When the subject's live, unused link of a purpose runs out; null when it has none. */
export async function pendingLinkExpiry(
  db: Kysely<Database>,
  purpose: DoiPurpose,
  subjectId: string,
  now = Date.now(),
): Promise<number | null> {
  const row = await db
    .selectFrom('doi_tokens')
    .select('expires_at')
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  return row?.expires_at ?? null;
}
