import { databaseConfigFrom, readConfig } from './config';
import { createMailer } from './mail/mailer';
import { startOutboxWorker } from './mail/outbox-worker';
import { sendDemoOptInMails } from './seed/demo-opt-in-mails';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';

/** `pnpm seed`: migrates, then loads the demo data into the configured database. Safe to repeat. */
async function main(): Promise<void> {
  const db = createDatabase(databaseConfigFrom(process.env));
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    // The demo mails land in the development mailbox, never with a real SMTP server: sent from
    // the outbox at once, so they are there whether or not an API runs.
    if (!process.env.SMTP_URL) {
      const config = readConfig({ ...process.env, APP_ENV: 'local', DEV_MAILBOX: '0' });
      await sendDemoOptInMails({ db, config });
      const mailer = createMailer(config, db);
      const worker = startOutboxWorker({ db, mailer, rules: config.mailOutbox, log: console });
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
