import { databaseConfigFrom, readConfig } from './config';
import { createMailer } from './mail/mailer';
import { startOutboxWorker } from './mail/outbox-worker';
import { UNSENT_MAIL_LIFETIME_MS } from './domain/unsent-mail-lifetimes';
import { sendDemoOptInMails } from './seed/demo-opt-in-mails';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';

/**
 * The instant the demo data is dated from: its orders and invoices lie days before and after it.
 * SEED_NOW (an ISO instant) names it, so that a test run which seeds before midnight in the shops'
 * zone and reads the pages after it can count the days from the same day as the data.
 */
function seedInstant(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`SEED_NOW is not an instant: ${value}`);
  return instant;
}

/** `pnpm seed`: migrates, then loads the demo data into the configured database. Safe to repeat. */
async function main(): Promise<void> {
  const db = createDatabase(databaseConfigFrom(process.env));
  try {
    await migrateToLatest(db);
    await seedDemoData(db, seedInstant(process.env.SEED_NOW));
    // The demo mails land in the development mailbox, never with a real SMTP server: sent from
    // the outbox at once, so they are there whether or not an API runs.
    if (!process.env.SMTP_URL) {
      const config = readConfig({ ...process.env, APP_ENV: 'local', DEV_MAILBOX: '0' });
      await sendDemoOptInMails({ db, config });
      const mailer = createMailer(config, db);
      const worker = startOutboxWorker({
        db,
        mailer,
        rules: config.mailOutbox,
        unsentMailLifetimes: UNSENT_MAIL_LIFETIME_MS,
        log: console,
      });
      await worker.drain();
      await worker.stop();
    }
    console.log('Demo data seeded.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
