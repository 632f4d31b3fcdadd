import type { Kysely } from 'kysely';
import { Counter, Gauge } from 'prom-client';
import type { Database } from '../db/schema';

/** The database whose outbox the gauges read: the app of this process (install-metrics.ts). */
let outboxDatabase: Kysely<Database> | null = null;

/** Reads `db`'s outbox until the returned function is called (or another database is given). */
export function readOutboxOf(db: Kysely<Database>): () => void {
  outboxDatabase = db;
  return () => {
    if (outboxDatabase === db) outboxDatabase = null;
  };
}

/** Unsent: neither sent nor given up (mail/outbox.ts); a mail waiting for its retry counts too. */
async function unsentMails(db: Kysely<Database>) {
  const row = await db
    .selectFrom('outgoing_mails')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), oldest: row.oldest === null ? null : Number(row.oldest) };
}

/**
 * Read from the database when Prometheus scrapes (every 15 s or so: one small query per gauge).
 * A failed read gives NaN, "unknown": the scrape keeps every other metric, and no alert's
 * comparison is true of NaN.
 */
const readUnsentMails = () => outboxDatabase && unsentMails(outboxDatabase).catch(() => null);

new Gauge({
  name: 'account_api_outbox_unsent_mails',
  help: 'Mails in the outbox neither sent nor given up (due now or waiting for a retry).',
  async collect() {
    const read = await readUnsentMails();
    this.set(read ? read.depth : Number.NaN);
  },
});

new Gauge({
  name: 'account_api_outbox_oldest_unsent_mail_age_seconds',
  help: 'Age of the oldest mail neither sent nor given up; 0 when there is none.',
  async collect() {
    const read = await readUnsentMails();
    if (!read) this.set(Number.NaN);
    else this.set(read.oldest === null ? 0 : Math.max(0, (Date.now() - read.oldest) / 1000));
  },
});

const mailsSent = new Counter({
  name: 'account_api_mails_sent_total',
  help: 'Mails the outbox worker handed to the relay, by kind.',
  labelNames: ['kind'] as const,
});

const mailsFailed = new Counter({
  name: 'account_api_mails_failed_total',
  help: 'Failed sending attempts by kind; given_up="true" when it was the last attempt.',
  labelNames: ['kind', 'given_up'] as const,
});

export function countMailSent(kind: string): void {
  mailsSent.inc({ kind });
}

export function countMailFailed(kind: string, givenUp: boolean): void {
  mailsFailed.inc({ kind, given_up: String(givenUp) });
}
