import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ThrottleRule, ThrottleRuleName } from './auth-config';

export interface ThrottleKey {
  /** The rule's name, so counters of different rules never mix. */
  name: string;
  rule: ThrottleRule;
  /** Whom it counts: a normalized username or a client address. */
  subject: string;
}

/** A throttle key of a configured rule; `request.ip` honours X-Forwarded-For only from trusted proxies. */
export function throttleKey(config: Config, name: ThrottleRuleName, subject: string): ThrottleKey {
  return { name, rule: config.auth.throttling[name], subject: subject.toLowerCase() };
}

export const ipKey = (config: Config, name: ThrottleRuleName, request: FastifyRequest) =>
  throttleKey(config, name, request.ip);

const keyOf = ({ name, subject }: ThrottleKey) => `${name}:${subject}`;

/**
 * 429 with Retry-After; the answer is the same whichever rule tripped. `limit` names the rule for
 * the metrics only (metrics/rate-limit-metrics.ts).
 */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: string,
  ) {
    super(429, 'TOO_MANY_REQUESTS');
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

/** Seconds until the key may be used again, or null while below its limit. */
async function secondsBlocked(
  db: Kysely<Database>,
  key: ThrottleKey,
  now: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['window_started_at', 'count'])
    .where('key', '=', keyOf(key))
    .executeTakeFirst();
  if (!row) return null;
  const endsAt = row.window_started_at + key.rule.windowMs;
  if (endsAt <= now || row.count < key.rule.limit) return null;
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
}

/** Throws TooManyRequests when any of the keys has reached its limit. */
export async function assertNotThrottled(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  const now = Date.now();
  let wait = 0;
  let limit = '';
  for (const key of keys) {
    const blocked = (await secondsBlocked(db, key, now)) ?? 0;
    if (blocked > wait) [wait, limit] = [blocked, key.name];
  }
  if (wait > 0) throw new TooManyRequests(wait, limit);
}

/**
 * Counts one event for each key in a single upsert per key: a window that has run out starts
 * anew at one, otherwise the count goes up. The same SQL runs on SQLite and PostgreSQL.
 */
export async function countEvent(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  const now = Date.now();
  for (const key of keys) {
    const expired = sql<boolean>`throttle_counters.window_started_at <= ${now - key.rule.windowMs}`;
    await db
      .insertInto('throttle_counters')
      .values({ key: keyOf(key), window_started_at: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else throttle_counters.count + 1 end`,
          window_started_at: sql`case when ${expired} then ${now} else throttle_counters.window_started_at end`,
        }),
      )
      .execute();
  }
}

/** For limits on every call (not only failures): refuse at the limit, else count this one. */
export async function consumeAttempt(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  await assertNotThrottled(db, keys);
  await countEvent(db, keys);
}

/** A proven owner (password set through a mailed link) starts with a clean slate. */
export async function resetThrottle(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('throttle_counters').where('key', 'in', keys.map(keyOf)).execute();
}
