import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { installPollingWorker } from '../../jobs/install-polling-worker';
import { startDataExportWorker } from '../../domain/data-export/export-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the links of every data export request due now (tests wait on it). */
    drainDataExports: () => Promise<void>;
  }
}

/** The data export job runs while the app listens; each mailed link wakes the outbox. */
export function installDataExportWorker(
  app: FastifyInstance,
  options: { db: Kysely<Database>; config: Config },
): void {
  const worker = installPollingWorker(app, () =>
    startDataExportWorker({ ...options, log: app.log, mailed: () => app.wakeOutbox() }),
  );
  app.decorate('drainDataExports', worker.drain);
}
