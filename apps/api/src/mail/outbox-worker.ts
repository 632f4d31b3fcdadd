import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from './mailer';
import { claimNextMail, markMailSent, noteMailFailed } from './outbox';
import type { OutboxRules } from './outbox-rules';

/** Where failures are told: the app's logger, or the console of the seed. */
export type OutboxLog = Pick<Console, 'warn' | 'error'>;

export interface OutboxWorker {
  /** Look for due mails now, e.g. right after a request committed one. */
  wake(): void;
  /** Sends every mail due now, one claim at a time; resolves when none is left. */
  drain(): Promise<void>;
  /** Stops polling and waits for the mail in hand; unsent mails stay in the outbox. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox's mails through the mailer (SMTP, or the development mailbox), one at a time:
 * claim, send, mark sent. Polls every `pollMs` (retries that came due, mails of other instances)
 * and runs at once when woken. Only one round runs at a time; a wake during a round runs
 * another round after it.
 */
export function startOutboxWorker({
  db,
  mailer,
  rules,
  log,
  now = Date.now,
}: {
  db: Kysely<Database>;
  mailer: Mailer;
  rules: OutboxRules;
  log: OutboxLog;
  now?: () => number;
}): OutboxWorker {
  let stopped = false;
  let round: Promise<void> | null = null;
  let again = false;

  async function sendDueMails(): Promise<void> {
    while (!stopped) {
      const claimed = await claimNextMail(db, rules, now());
      if (!claimed) return;
      try {
        await mailer.send(claimed.mail);
      } catch (error) {
        const givenUp = await noteMailFailed(db, claimed, error, rules, now());
        const context = { err: error, kind: claimed.mail.kind, attempt: claimed.attempts };
        if (givenUp) log.error(context, 'Sending a mail failed for the last time: given up');
        else log.warn(context, 'Sending a mail failed: retried later');
        continue;
      }
      // Nothing between SMTP's acceptance and this update: it is the window of a double send.
      if (!(await markMailSent(db, claimed, now())))
        log.warn({ kind: claimed.mail.kind }, 'A sent mail had lost its claim to another worker');
    }
  }

  function run(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await sendDueMails();
        } catch (error) {
          // The database is unreachable, for instance: the next poll tries again.
          log.error({ err: error }, 'The mail outbox could not be read');
        }
      } while (again && !stopped);
    })().finally(() => {
      round = null;
    });
    return round;
  }

  const timer = setInterval(() => void run(), rules.pollMs);
  timer.unref();
  void run();

  return {
    wake: () => void run(),
    async drain() {
      // A round already running may have passed a mail committed after it looked: run once more.
      await run();
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
