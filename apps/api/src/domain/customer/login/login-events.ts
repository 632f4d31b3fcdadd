import { randomUUID } from 'node:crypto';
import type { LoginMethod, Locale } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { deviceKey } from '../devices';

const DAY = 24 * 60 * 60_000;

/** Events older than this are deleted as new ones arrive: the history shows the last 20 anyway. */
export const LOGIN_EVENT_RETENTION_MS = 180 * DAY;

/** Where a login comes from, as far as the security centre records it. */
export interface LoginOrigin {
  userAgent: string | null;
  network: string | null;
  shop: Locale;
}

/** How a login happened: the method, and for a social login its provider. */
export interface LoginWay {
  method: LoginMethod;
  provider?: string;
}

export async function recordLoginEvent(
  db: Kysely<Database>,
  customerId: string,
  succeeded: boolean,
  way: LoginWay,
  origin: Omit<LoginOrigin, 'shop'>,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('login_events')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      occurred_at: now,
      succeeded: succeeded ? 1 : 0,
      method: way.method,
      provider: way.provider ?? null,
      user_agent: origin.userAgent,
      network: origin.network,
    })
    .execute();
  await db
    .deleteFrom('login_events')
    .where('customer_id', '=', customerId)
    .where('occurred_at', '<', now - LOGIN_EVENT_RETENTION_MS)
    .execute();
}

/**
 * Remembers the device of a login; true when the customer had logged in from other devices
 * before but never from this one. A customer's first recorded login (a new account, or the
 * first since the security centre exists) only teaches the device: there is nothing to compare.
 */
export async function isNewDevice(
  db: Kysely<Database>,
  customerId: string,
  userAgent: string | null,
  now = Date.now(),
): Promise<boolean> {
  const known = await db
    .selectFrom('known_devices')
    .select('device')
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('known_devices')
    .values({ customer_id: customerId, device: deviceKey(userAgent), first_seen_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'device']).doNothing())
    .executeTakeFirst();
  return known !== undefined && Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}
