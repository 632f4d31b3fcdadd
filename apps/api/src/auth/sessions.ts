import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Customer, Database, Session } from '../db/schema';
import type { LoginOrigin, LoginWay } from '../domain/customer/login/login-events';
import { hashToken, newToken } from '../domain/tokens/tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Short-lived, so a stolen access token is of little use; the refresh token renews it. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * MINUTE;

/** Spec section 9: stay-logged-in sessions last 60 days, others 10; every refresh starts the period anew. */
export function sessionLifetimeMs(stayLoggedIn: boolean): number {
  return (stayLoggedIn ? 60 : 10) * DAY;
}

/**
 * However often it is refreshed, a session ends this long after its login and the customer logs
 * in again (product decision "Sessions", ASVS 7.3.2).
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 365 * DAY;

/** When a session used now runs out: its inactivity period, but never past the absolute end. */
function sessionEndsAt(loggedInAt: number, stayLoggedIn: boolean, now: number): number {
  return Math.min(now + sessionLifetimeMs(stayLoggedIn), loggedInAt + SESSION_ABSOLUTE_LIFETIME_MS);
}

/** What the client receives as cookies; the database only ever sees the hashes. */
/** A new session's tokens for the browser and its id, for what the login grants it. */
export type StartedSession = IssuedTokens & { sessionId: string };

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  stayLoggedIn: boolean;
  /** Epoch milliseconds; the refresh cookie lasts no longer than the session. */
  expiresAt: number;
  /** For the page-readable cookie that tells the client whose session this is (spec section 4). */
  customerNumber: string;
}

export interface LiveSession {
  session: Session;
  customer: Customer;
}

function issueTokens(
  stayLoggedIn: boolean,
  customerNumber: string,
  { loggedInAt, now }: { loggedInAt: number; now: number },
) {
  const expiresAt = sessionEndsAt(loggedInAt, stayLoggedIn, now);
  const tokens: IssuedTokens = {
    accessToken: newToken(),
    refreshToken: newToken(),
    stayLoggedIn,
    expiresAt,
    customerNumber,
  };
  const columns = {
    access_token_hash: hashToken(tokens.accessToken),
    refresh_token_hash: hashToken(tokens.refreshToken),
    access_expires_at: Math.min(now + ACCESS_TOKEN_LIFETIME_MS, expiresAt),
    expires_at: expiresAt,
  };
  return { tokens, columns };
}

export async function startSession(
  db: Kysely<Database>,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
  origin: LoginOrigin,
  way: LoginWay,
): Promise<StartedSession> {
  const now = Date.now();
  const { tokens, columns } = issueTokens(stayLoggedIn, customer.customer_number, {
    loggedInAt: now,
    now,
  });
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      customer_id: customer.id,
      username,
      ...columns,
      previous_refresh_token_hash: null,
      stay_logged_in: stayLoggedIn ? 1 : 0,
      revoked_at: null,
      created_at: now,
      user_agent: origin.userAgent,
      shop: origin.shop,
      network: origin.network,
      last_active_at: now,
      authenticated_at: now,
      login_method: way.method,
      login_provider: way.provider ?? null,
    })
    .execute();
  return { ...tokens, sessionId };
}

/**
 * The session of an access token with its customer, in one query for both: every logged-in read
 * starts here, and on PostgreSQL each round trip costs more than the lookup itself
 * (docs/performance.md, "Under load and faults"). Compiled once (db/compiled-once.ts).
 */
const liveSessionRow = compiledOnce(
  (db: Kysely<Database>, accessTokenHash: string, now: number, loggedInAfter: number) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .selectAll('c')
      .select(SESSION_COLUMNS.map((column) => `s.${column} as session_${column}` as const))
      .where('s.access_token_hash', '=', accessTokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.access_expires_at', '>', now)
      .where('s.expires_at', '>', now)
      .where('s.created_at', '>', loggedInAfter),
);

/** The session and customer of an access token that is neither expired nor revoked. */
export async function findLiveSession(
  db: Kysely<Database>,
  accessToken: string | undefined,
): Promise<LiveSession | null> {
  if (!accessToken) return null;
  const now = Date.now();
  const [row] = await liveSessionRow(
    db,
    hashToken(accessToken),
    now,
    now - SESSION_ABSOLUTE_LIFETIME_MS,
  );
  if (!row) return null;
  // Each column goes to its object once: deleting the session's columns from a copy of the row
  // turned the customer into a slow dictionary object, read on every logged-in request.
  const customer: Record<string, unknown> = {};
  const session: Record<string, unknown> = {};
  for (const alias in row) {
    const value = row[alias as keyof typeof row];
    const column = SESSION_COLUMN_OF_ALIAS.get(alias);
    if (column) session[column] = value;
    else customer[alias] = value;
  }
  return { session: session as Session, customer: customer as Customer };
}

/**
 * Every column of a session, so one join can bring it beside its customer's; a record, so the
 * compiler insists on a column added to the table.
 */
const SESSION_COLUMN_SET: Record<keyof Session, true> = {
  id: true,
  customer_id: true,
  username: true,
  access_token_hash: true,
  refresh_token_hash: true,
  previous_refresh_token_hash: true,
  stay_logged_in: true,
  access_expires_at: true,
  expires_at: true,
  revoked_at: true,
  created_at: true,
  user_agent: true,
  shop: true,
  network: true,
  last_active_at: true,
  authenticated_at: true,
  login_method: true,
  login_provider: true,
};
const SESSION_COLUMNS = Object.keys(SESSION_COLUMN_SET) as (keyof Session)[];
const SESSION_COLUMN_OF_ALIAS = new Map(
  SESSION_COLUMNS.map((column) => [`session_${column}`, column]),
);

/**
 * Two tabs of one browser refresh at the same moment with the same cookie: the second arrives
 * just after the first rotated it. That token, within this many milliseconds, is not reuse.
 */
export const ROTATION_GRACE_MS = 10_000;

export type RotationResult =
  | { outcome: 'rotated'; tokens: IssuedTokens }
  /** The token rotated away moments ago: the session stands, the browser already has its successor. */
  | { outcome: 'current'; stayLoggedIn: boolean }
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

/**
 * A refresh token the session no longer holds. The one rotated away last, within the grace
 * period, answers with the current session (two tabs); any older generation, or that one after
 * the grace period, means two parties hold the session (one of them stole it): it is revoked.
 */
async function presentedAgain(
  db: Kysely<Database>,
  presented: string,
  now: number,
): Promise<RotationResult> {
  const rotated = await db
    .selectFrom('rotated_refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'rotated_refresh_tokens.session_id')
    .select([
      'sessions.id',
      'sessions.previous_refresh_token_hash',
      'sessions.stay_logged_in',
      'sessions.revoked_at',
      'sessions.expires_at',
      'rotated_refresh_tokens.rotated_at',
    ])
    .where('rotated_refresh_tokens.token_hash', '=', presented)
    .executeTakeFirst();
  if (!rotated || rotated.revoked_at !== null) return { outcome: 'invalid' };
  const latest =
    rotated.previous_refresh_token_hash === presented &&
    now - rotated.rotated_at < ROTATION_GRACE_MS;
  if (latest && rotated.expires_at > now)
    return { outcome: 'current', stayLoggedIn: rotated.stay_logged_in === 1 };
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', rotated.id)
    .where('revoked_at', 'is', null)
    .execute();
  return { outcome: 'reused' };
}

/**
 * Swaps both tokens of the refresh token's session and extends it; the replaced token is kept
 * (hashed) for reuse detection. The update is conditional on the old hash: of two concurrent
 * rotations only one wins, and the other is then judged like a second tab.
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
  if (!session) return presentedAgain(db, presented, now);
  if (
    session.revoked_at !== null ||
    session.expires_at <= now ||
    session.created_at <= now - SESSION_ABSOLUTE_LIFETIME_MS
  )
    return { outcome: 'invalid' };
  const customer = await db
    .selectFrom('customers')
    .select('customer_number')
    .where('id', '=', session.customer_id)
    .executeTakeFirst();
  if (!customer) return { outcome: 'invalid' };

  const { tokens, columns } = issueTokens(session.stay_logged_in === 1, customer.customer_number, {
    loggedInAt: session.created_at,
    now,
  });
  const rotated = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sessions')
      .set({ ...columns, previous_refresh_token_hash: presented })
      .where('id', '=', session.id)
      .where('refresh_token_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return false;
    await trx
      .insertInto('rotated_refresh_tokens')
      .values({ token_hash: presented, session_id: session.id, rotated_at: now })
      .execute();
    return true;
  });
  return rotated ? { outcome: 'rotated', tokens } : presentedAgain(db, presented, now);
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

/**
 * Switches stay-logged-in for a live session; its lifetime restarts with the new period, within
 * the absolute lifetime. Answers when the session now ends.
 */
export async function setStayLoggedIn(
  db: Kysely<Database>,
  session: Pick<Session, 'id' | 'created_at'>,
  stayLoggedIn: boolean,
): Promise<number> {
  const expiresAt = sessionEndsAt(session.created_at, stayLoggedIn, Date.now());
  await db
    .updateTable('sessions')
    .set({ stay_logged_in: stayLoggedIn ? 1 : 0, expires_at: expiresAt })
    .where('id', '=', session.id)
    .execute();
  return expiresAt;
}
