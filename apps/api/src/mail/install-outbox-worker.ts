import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { installPollingWorker } from '../jobs/install-polling-worker';
import type { Mailer } from './mailer';
import type { JobRules } from '../jobs/job-rules';
import type { UnsentMailLifetimes } from './outbox-retention';
import { startOutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every mail of the outbox that is due now (tests wait on it instead of sleeping). */
    drainOutbox: () => Promise<void>;
    /** Sends due mails now; for work that commits after its answer (the answer itself wakes it). */
    wakeOutbox: () => void;
  }
}

/** The outbox worker runs while the app listens (jobs/install-polling-worker.ts). */
export function installOutboxWorker(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    mailer: Mailer;
    rules: JobRules;
    unsentMailLifetimes: UnsentMailLifetimes;
  },
): void {
  const worker = installPollingWorker(app, () => startOutboxWorker({ ...options, log: app.log }));
  app.decorate('drainOutbox', worker.drain);
  app.decorate('wakeOutbox', worker.wake);
}
