import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from './mailer';
import type { OutboxRules } from './outbox-rules';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every mail of the outbox that is due now (tests wait on it instead of sleeping). */
    drainOutbox: () => Promise<void>;
    /** Sends due mails now; for work that commits after its answer (the answer itself wakes it). */
    wakeOutbox: () => void;
  }
}

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The outbox worker runs while the app listens: started when ready, stopped before the server
 * closes (SIGTERM); mails still unsent stay in the outbox for the next start or another
 * instance. Every changing request wakes it once answered, i.e. after its transaction has
 * committed, so a mail leaves within milliseconds instead of at the next poll.
 */
export function installOutboxWorker(
  app: FastifyInstance,
  options: { db: Kysely<Database>; mailer: Mailer; rules: OutboxRules },
): void {
  let worker: OutboxWorker | null = null;
  app.decorate('drainOutbox', async () => {
    await worker?.drain();
  });
  app.decorate('wakeOutbox', () => worker?.wake());
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({ ...options, log: app.log });
  });
  app.addHook('onResponse', async (request) => {
    if (!READING.has(request.method)) worker?.wake();
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
    worker = null;
  });
}
