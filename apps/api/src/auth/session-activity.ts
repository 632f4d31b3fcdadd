import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema';

/**
 * How stale a session's last-active time may grow before a call updates it: the security
 * centre shows it to the minute, and a write on every call would double the cost of each read.
 */
export const LAST_ACTIVE_PRECISION_MS = 60_000;

/**
 * Notes that a session is in use now, from this network; at most once a minute per session
 * (the condition in the update keeps two concurrent calls from both writing). The network is
 * worked out only then: parsing the address is work the other calls of the minute skip.
 */
export async function noteSessionActivity(
  db: Kysely<Database>,
  session: Pick<Session, 'id' | 'last_active_at'>,
  networkOf: () => string | null,
  now = Date.now(),
): Promise<void> {
  const due = now - LAST_ACTIVE_PRECISION_MS;
  if (session.last_active_at !== null && session.last_active_at > due) return;
  const network = networkOf();
  await db
    .updateTable('sessions')
    .set({ last_active_at: now, ...(network ? { network } : {}) })
    .where('id', '=', session.id)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<=', due)]))
    .execute();
}
