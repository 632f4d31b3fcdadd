import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, register } from 'prom-client';
import { postgresPoolOf } from '../db/database';
import type { Database } from '../db/schema';
import { readPoolOf } from './database-metrics';
import { installHttpMetrics } from './http-metrics';
import { readOutboxOf } from './outbox-metrics';
import { installRateLimitMetrics } from './rate-limit-metrics';

/**
 * The API's metrics on prom-client's default registry: requests, rate-limit refusals, and the
 * outbox and pool gauges of this app's database, plus Node's process metrics and event-loop lag
 * (collectDefaultMetrics, once per process). One app runs per process; a second one built in the
 * same process (tests) takes the gauges over until it closes. Logins and mails count where they
 * are decided (metrics/login-metrics.ts, metrics/outbox-metrics.ts).
 */
export function installMetrics(app: FastifyInstance, db: Kysely<Database>): void {
  if (!register.getSingleMetric('nodejs_eventloop_lag_seconds')) collectDefaultMetrics();
  installHttpMetrics(app);
  installRateLimitMetrics(app);
  const stopReadingOutbox = readOutboxOf(db);
  const stopReadingPool = readPoolOf(postgresPoolOf(db) ?? null);
  app.addHook('onClose', (_app, done) => {
    stopReadingOutbox();
    stopReadingPool();
    done();
  });
}
