import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Customer, Database, Session } from '../db/schema';
import { hashToken, newToken } from './tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Short-lived, so a stolen access token is of little use; the refresh token renews it. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * MINUTE;

/** Spec section 9: stay-logged-in sessions last 60 days, others 10; every refresh starts the period anew. */
export function sessionLifetimeMs(stayLoggedIn: boolean): number {
  return (stayLoggedIn ? 60 : 10) * DAY;
}

/** What the client receives as cookies; the database only ever sees the hashes. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  stayLoggedIn: boolean;
  /** For the page-readable cookie that tells the client whose session this is (spec section 4). */
  customerNumber: string;
}

export interface LiveSession {
  session: Session;
  customer: Customer;
}

function issueTokens(stayLoggedIn: boolean, customerNumber: string, now: number) {
  const tokens: IssuedTokens = { accessToken: newToken(), refreshToken: newToken(), stayLoggedIn, customerNumber };
  const columns = {
    access_token_hash: hashToken(tokens.accessToken),
    refresh_token_hash: hashToken(tokens.refreshToken),
    access_expires_at: now + ACCESS_TOKEN_LIFETIME_MS,
    expires_at: now + sessionLifetimeMs(stayLoggedIn),
  };
  return { tokens, columns };
}

export async function startSession(
  db: Kysely<Database>,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
): Promise<IssuedTokens> {
  const now = Date.now();
  const { tokens, columns } = issueTokens(stayLoggedIn, customer.customer_number, now);
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      customer_id: customer.id,
      username,
      ...columns,
      previous_refresh_token_hash: null,
      stay_logged_in: stayLoggedIn ? 1 : 0,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return tokens;
}

/** The session and customer of an access token that is neither expired nor revoked. */
export async function findLiveSession(
  db: Kysely<Database>,
  accessToken: string | undefined,
): Promise<LiveSession | null> {
  if (!accessToken) return null;
  const now = Date.now();
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('access_token_hash', '=', hashToken(accessToken))
    .where('revoked_at', 'is', null)
    .where('access_expires_at', '>', now)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return null;
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', session.customer_id)
    .executeTakeFirst();
  return customer ? { session, customer } : null;
}

export type RotationResult =
  { outcome: 'rotated'; tokens: IssuedTokens } | { outcome: 'reused' } | { outcome: 'invalid' };

/**
 * Swaps both tokens of the refresh token's session and extends it. An already-rotated refresh
 * token means two parties hold the session (one of them stole it), so the whole session is
 * revoked. The update is conditional on the old hash: of two concurrent rotations only one wins.
 */
export async function rotateSession(
  db: Kysely<Database>,
  refreshToken: string | undefined,
): Promise<RotationResult> {
  if (!refreshToken) return { outcome: 'invalid' };
  const now = Date.now();
  const presented = hashToken(refreshToken);
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('refresh_token_hash', '=', presented)
    .executeTakeFirst();
  if (!session) {
    const revoked = await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('previous_refresh_token_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return revoked.numUpdatedRows > 0n ? { outcome: 'reused' } : { outcome: 'invalid' };
  }
  if (session.revoked_at !== null || session.expires_at <= now) return { outcome: 'invalid' };
  const customer = await db
    .selectFrom('customers')
    .select('customer_number')
    .where('id', '=', session.customer_id)
    .executeTakeFirst();
  if (!customer) return { outcome: 'invalid' };

  const { tokens, columns } = issueTokens(session.stay_logged_in === 1, customer.customer_number, now);
  const rotated = await db
    .updateTable('sessions')
    .set({ ...columns, previous_refresh_token_hash: presented })
    .where('id', '=', session.id)
    .where('refresh_token_hash', '=', presented)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return rotated.numUpdatedRows === 1n ? { outcome: 'rotated', tokens } : { outcome: 'invalid' };
}

/** Revokes the session either token belongs to, whether or not it is still live. */
export async function revokeSession(
  db: Kysely<Database>,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const hashes = [tokens.accessToken, tokens.refreshToken]
    .filter((t): t is string => !!t)
    .map(hashToken);
  if (hashes.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('access_token_hash', 'in', hashes), eb('refresh_token_hash', 'in', hashes)]),
    )
    .execute();
}

/** Ends every session of a customer, e.g. after the password changed: old devices must log in anew. */
export async function revokeAllSessions(db: Kysely<Database>, customerId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Switches stay-logged-in for a live session; its lifetime restarts with the new period. */
export async function setStayLoggedIn(
  db: Kysely<Database>,
  sessionId: string,
  stayLoggedIn: boolean,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ stay_logged_in: stayLoggedIn ? 1 : 0, expires_at: Date.now() + sessionLifetimeMs(stayLoggedIn) })
    .where('id', '=', sessionId)
    .execute();
}
