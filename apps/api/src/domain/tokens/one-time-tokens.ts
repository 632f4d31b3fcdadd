import { DATA_EXPORT_LINK_HOURS } from '@account/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from './tokens';
import { inTransaction } from '../../db/in-transaction';

export type TokenPurpose =
  | 'password-reset'
  | 'set-password'
  | 'magic-link'
  | 'account-activation'
  /** Mailed to an existing account: following it links a provider account found by its e-mail. */
  | 'social-link'
  /** Handed to the browser after a social login met an existing account: linking needs its password or the mail. */
  | 'social-link-pending'
  /**
   * Mailed by create account when the provider gave no e-mail: confirms the address and only
   * then links the provider identity (issue 24). Bound to the address it was mailed to.
   */
  | 'social-sign-up-confirm'
  /** Mailed to the new address of an e-mail change (double opt-in); bound to that address. */
  | 'email-change'
  /** Mailed to the old address once an e-mail change took effect: undoes it (ASVS 6.3.7). */
  | 'email-change-undo'
  /** Handed out by the username step to an account without credentials: opens account verification only. */
  | 'account-verification-grant'
  /** Mailed by the data export job (issue 26): downloads the export once, in the same customer's session. */
  | 'data-export'
  /**
   * Handed to the session a recovery (password reset or change, ending all other sessions) left
   * or opened: removes every passkey and provider login once, from that session only (issue 33).
   */
  | 'ways-in-removal';

/** Every link that logs in or sets a password: a new password voids all of them (domain/customers/password-change.ts). */
export const LOGIN_TOKEN_PURPOSES: readonly TokenPurpose[] = [
  'password-reset',
  'set-password',
  'magic-link',
  'account-activation',
  'social-link',
  'social-link-pending',
  // It makes a provider a way in: whoever takes the account over by a new password voids it.
  'social-sign-up-confirm',
  'account-verification-grant',
];

/**
 * Every link that lets its holder into the account or moves it to another address. Whoever
 * loses access (new password, undone e-mail change) takes none of them along. Undo links are
 * not among them: they belong to the owner of an old address, who must be able to undo a
 * change even after the account was taken over.
 */
export const ACCESS_TOKEN_PURPOSES: readonly TokenPurpose[] = [
  ...LOGIN_TOKEN_PURPOSES,
  'email-change',
  // Whoever loses access must not take away the owner's passkeys and provider logins either.
  'ways-in-removal',
];

const MINUTE = 60_000;

/**
 * Short where a link logs in or replaces a password; a day where the customer must first act on
 * a new account (spec section 9: the double opt-in link is valid 24 hours).
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'magic-link': 15 * MINUTE,
  'password-reset': 60 * MINUTE,
  'set-password': 24 * 60 * MINUTE,
  'account-activation': 24 * 60 * MINUTE,
  'social-link': 60 * MINUTE,
  'social-link-pending': 15 * MINUTE,
  // The double opt-in's 24 hours (spec section 9), as every confirmation of a new account.
  'social-sign-up-confirm': 24 * 60 * MINUTE,
  'email-change': 24 * 60 * MINUTE,
  // A week: the owner of the old address may be away for some days (docs/decisions/README.md).
  'email-change-undo': 7 * 24 * 60 * MINUTE,
  'account-verification-grant': 15 * MINUTE,
  // DATA_EXPORT_LINK_HOURS of the contracts: the mail and the page name the same.
  'data-export': DATA_EXPORT_LINK_HOURS * 60 * MINUTE,
  // Time to read the confirmation page and decide; the offer is made right after the recovery.
  'ways-in-removal': 30 * MINUTE,
};

export interface RedeemedToken {
  customerId: string;
  purpose: TokenPurpose;
  data: Record<string, unknown>;
}

/**
 * Purposes whose older links stay when a new one is issued: each undo link reverts its own
 * change, and a later change (perhaps by an intruder) must not void the owner's link.
 */
const KEEPS_OLDER_LINKS: ReadonlySet<TokenPurpose> = new Set(['email-change-undo']);

/**
 * A fresh link for one purpose: 256 random bits, of which only the hash is stored. The
 * customer's older unused links of that purpose stop working, so only the newest mail counts.
 */
export async function issueOneTimeToken(
  db: Kysely<Database>,
  customerId: string,
  purpose: TokenPurpose,
  data: Record<string, unknown> = {},
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await inTransaction(db, async (trx) => {
    if (!KEEPS_OLDER_LINKS.has(purpose))
      await trx
        .deleteFrom('one_time_tokens')
        .where('customer_id', '=', customerId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    await trx
      .insertInto('one_time_tokens')
      .values({
        id: randomUUID(),
        customer_id: customerId,
        purpose,
        token_hash: hashToken(token),
        data: JSON.stringify(data),
        expires_at: now + TOKEN_LIFETIME_MS[purpose],
        used_at: null,
        created_at: now,
      })
      .execute();
  });
  return token;
}

/** A live link of one of the purposes, without using it up (checked before a password is). */
export async function findOneTimeToken(
  db: Kysely<Database>,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<(RedeemedToken & { id: string; tokenHash: string; createdAt: number }) | null> {
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  if (!row) return null;
  return {
    customerId: row.customer_id,
    purpose: row.purpose as TokenPurpose,
    data: row.data ? (JSON.parse(row.data) as Record<string, unknown>) : {},
    id: row.id,
    tokenHash: row.token_hash,
    createdAt: row.created_at,
  };
}

/**
 * Uses up a link found before, as part of the caller's transaction: the change it allows and
 * its use commit together, so a change that fails leaves the link live. False when a concurrent
 * request used it first.
 */
export async function useUpFoundToken(db: Kysely<Database>, id: string): Promise<boolean> {
  const used = await db
    .updateTable('one_time_tokens')
    .set({ used_at: Date.now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}

/**
 * Uses a link up, if it is live and of one of the purposes the caller accepts. The update is
 * conditional on `used_at is null`, so of two concurrent redemptions only one succeeds.
 */
export async function redeemOneTimeToken(
  db: Kysely<Database>,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<RedeemedToken | null> {
  const now = Date.now();
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const used = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return null;
  return {
    customerId: row.customer_id,
    purpose: row.purpose as TokenPurpose,
    data: row.data ? (JSON.parse(row.data) as Record<string, unknown>) : {},
  };
}

/** Voids the customer's unused links of the purposes (as part of the caller's transaction). */
export async function voidUnusedTokens(
  db: Kysely<Database>,
  customerId: string,
  purposes: readonly TokenPurpose[],
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
