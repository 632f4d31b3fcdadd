import type { FastifyInstance } from 'fastify';
import type { PollingWorker } from './polling-worker';

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The running worker's controls, for the app's decorations (tests drain instead of sleeping). */
export interface InstalledWorker {
  drain(): Promise<void>;
  wake(): void;
}

/**
 * A worker runs while the app listens: started when ready, stopped before the server closes
 * (SIGTERM); work still due stays in the database for the next start or another instance.
 * Every changing request wakes it once answered, i.e. after its transaction has committed, so
 * the work starts within milliseconds instead of at the next poll.
 */
export function installPollingWorker(
  app: FastifyInstance,
  start: () => PollingWorker,
): InstalledWorker {
  let worker: PollingWorker | null = null;
  app.addHook('onReady', async () => {
    worker = start();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!READING.has(request.method)) worker?.wake();
    done();
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
    worker = null;
  });
  return {
    drain: async () => {
      await worker?.drain();
    },
    wake: () => worker?.wake(),
  };
}
