import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** How long an unsent mail is worth keeping, per kind (domain/unsent-mail-lifetimes.ts). */
export type UnsentMailLifetimes = Readonly<Record<string, number>>;

/** A week: as long as the longest link (the undo of an e-mail change). */
export const UNSENT_MAIL_MAX_AGE_MS = 7 * DAY;

/** How often the outbox worker sweeps (mail/outbox-worker.ts): the shortest link lives 15 minutes. */
export const OUTBOX_SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes the unsent mails (waiting or given up) older than their kind's lifetime, and those of
 * other kinds older than `UNSENT_MAIL_MAX_AGE_MS`. Sent mails stay: they keep no content
 * (mail/outbox.ts, markMailSent).
 */
export async function dropExpiredMails(
  db: Kysely<Database>,
  lifetimes: UnsentMailLifetimes,
  now = Date.now(),
): Promise<number> {
  const kinds = Object.keys(lifetimes);
  const result = await db
    .deleteFrom('outgoing_mails')
    .where('sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...kinds.map((kind) =>
          eb.and([eb('kind', '=', kind), eb('created_at', '<=', now - lifetimes[kind]!)]),
        ),
        eb.and([eb('kind', 'not in', kinds), eb('created_at', '<=', now - UNSENT_MAIL_MAX_AGE_MS)]),
      ]),
    )
    // A mail in the middle of its send is left to its worker.
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
