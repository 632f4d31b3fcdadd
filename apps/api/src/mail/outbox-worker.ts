import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { startPollingWorker, type PollingWorker, type WorkerLog } from '../jobs/polling-worker';
import type { Mailer } from './mailer';
import { claimNextMail, markMailSent, noteMailFailed } from './outbox';
import { countMailFailed, countMailSent } from '../metrics/outbox-metrics';
import type { JobRules } from '../jobs/job-rules';
import {
  dropExpiredMails,
  OUTBOX_SWEEP_INTERVAL_MS,
  type UnsentMailLifetimes,
} from './outbox-retention';

export type OutboxLog = WorkerLog;
export type OutboxWorker = PollingWorker;

/**
 * Sends the outbox's mails through the mailer (SMTP, or the development mailbox), one at a time:
 * claim, send, mark sent. Polls every `pollMs` (retries that came due, mails of other instances)
 * and runs at once when woken. Once a minute a round first drops the unsent mails whose links
 * ran out (mail/outbox-retention.ts), by the lifetimes given.
 */
export function startOutboxWorker({
  db,
  mailer,
  rules,
  unsentMailLifetimes,
  log,
  now = Date.now,
}: {
  db: Kysely<Database>;
  mailer: Mailer;
  rules: JobRules;
  unsentMailLifetimes: UnsentMailLifetimes;
  log: OutboxLog;
  now?: () => number;
}): OutboxWorker {
  let sweptAt = -Infinity;
  async function sendDueMails(stopped: () => boolean): Promise<void> {
    // Before sending: a mail whose link ran out while the relay was down is not sent dead.
    if (now() - sweptAt >= OUTBOX_SWEEP_INTERVAL_MS) {
      await dropExpiredMails(db, unsentMailLifetimes, now());
      sweptAt = now();
    }
    while (!stopped()) {
      const claimed = await claimNextMail(db, rules, now());
      if (!claimed) return;
      try {
        await mailer.send(claimed.mail, claimed.id);
      } catch (error) {
        const givenUp = await noteMailFailed(db, claimed, error, rules, now());
        countMailFailed(claimed.mail.kind, givenUp);
        const context = { err: error, kind: claimed.mail.kind, attempt: claimed.attempts };
        if (givenUp) log.error(context, 'Sending a mail failed for the last time: given up');
        else log.warn(context, 'Sending a mail failed: retried later');
        continue;
      }
      // Nothing between SMTP's acceptance and this update: it is the window of a double send,
      // whose second mail has the first's Message-ID (the outbox id given to the mailer).
      if (!(await markMailSent(db, claimed, now())))
        log.warn({ kind: claimed.mail.kind }, 'A sent mail had lost its claim to another worker');
      countMailSent(claimed.mail.kind);
    }
  }

  return startPollingWorker({
    pollMs: rules.pollMs,
    work: sendDueMails,
    log,
    failure: 'The mail outbox could not be read',
  });
}
