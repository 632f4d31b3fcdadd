import type { Kysely } from 'kysely';
import { TOKEN_LIFETIME_MS } from '../auth/one-time-tokens';
import type { Database } from '../db/schema';
import { DOI_TOKEN_LIFETIME_MS } from '../domain/newsletter/doi-tokens';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long an unsent mail is worth keeping, by kind (issue 33): a mail whose link has run out
 * leads nowhere, and its body holds the link. Kinds not listed carry no link that runs out
 * (notices, order mails, newsletters): they are dropped after `UNSENT_MAIL_MAX_AGE_MS`, by when
 * the outbox has long given them up (mail/outbox-rules.ts: about two hours of attempts).
 */
export const UNSENT_MAIL_LIFETIME_MS: Record<string, number> = {
  'magic-link': TOKEN_LIFETIME_MS['magic-link'],
  'password-reset': TOKEN_LIFETIME_MS['password-reset'],
  'set-password': TOKEN_LIFETIME_MS['set-password'],
  // The set-password link mailed after an undone e-mail change.
  'password-after-email-undo': TOKEN_LIFETIME_MS['set-password'],
  'account-activation': TOKEN_LIFETIME_MS['account-activation'],
  'social-link': TOKEN_LIFETIME_MS['social-link'],
  'social-sign-up-confirm': TOKEN_LIFETIME_MS['social-sign-up-confirm'],
  'email-change-confirm': TOKEN_LIFETIME_MS['email-change'],
  // The undo link mailed to the old address.
  'email-change-done': TOKEN_LIFETIME_MS['email-change-undo'],
  'data-export': TOKEN_LIFETIME_MS['data-export'],
  'newsletter-doi': DOI_TOKEN_LIFETIME_MS['newsletter-confirm'],
  'stock-reminder-doi': DOI_TOKEN_LIFETIME_MS['stock-reminder-confirm'],
  'market-research-doi': DOI_TOKEN_LIFETIME_MS['market-research-confirm'],
};

/** A week: as long as the longest link (the undo of an e-mail change). */
export const UNSENT_MAIL_MAX_AGE_MS = 7 * DAY;

/** How often the outbox worker sweeps (mail/outbox-worker.ts): the shortest link lives 15 minutes. */
export const OUTBOX_SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes the unsent mails (waiting or given up) older than their kind's lifetime. Sent mails
 * stay: they keep no content (mail/outbox.ts, markMailSent).
 */
export async function dropExpiredMails(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const kinds = Object.keys(UNSENT_MAIL_LIFETIME_MS);
  const result = await db
    .deleteFrom('outgoing_mails')
    .where('sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...kinds.map((kind) =>
          eb.and([
            eb('kind', '=', kind),
            eb('created_at', '<=', now - UNSENT_MAIL_LIFETIME_MS[kind]!),
          ]),
        ),
        eb.and([eb('kind', 'not in', kinds), eb('created_at', '<=', now - UNSENT_MAIL_MAX_AGE_MS)]),
      ]),
    )
    // A mail in the middle of its send is left to its worker.
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
