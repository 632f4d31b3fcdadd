import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './sessions';

/** A customer's sessions that could still be used (refreshed), most recently used first. */
export async function liveSessionsOf(db: Kysely<Database>, customerId: string, now = Date.now()) {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'user_agent',
      'shop',
      'network',
      'last_active_at',
      'created_at',
      'login_method',
      'login_provider',
    ])
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '>', now - SESSION_ABSOLUTE_LIFETIME_MS)
    .orderBy('last_active_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends one of the customer's sessions; false when the customer has no such live session. */
export async function endSessionOf(
  db: Kysely<Database>,
  customerId: string,
  sessionId: string,
): Promise<boolean> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('id', '=', sessionId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows === 1n;
}

/** Ends every session of the customer but the one in use; answers how many ended. */
export async function endOtherSessionsOf(
  db: Kysely<Database>,
  customerId: string,
  currentSessionId: string,
  now = Date.now(),
): Promise<number> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('id', '<>', currentSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
