import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { TooManyRequests } from '../auth/throttle';

const refusals = new Counter({
  name: 'account_api_rate_limit_refusals_total',
  help: 'Requests answered 429 TOO_MANY_REQUESTS, by the limit that refused them.',
  labelNames: ['limit'] as const,
});

/**
 * Counted where the refusal becomes an answer, whichever code threw it; the limit names are the
 * configured rules' (auth/auth-config.ts, services/logging/limits.ts) and the pending-link
 * checks', a fixed set. Only failing requests run an onError hook.
 */
export function installRateLimitMetrics(app: FastifyInstance): void {
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof TooManyRequests) refusals.inc({ limit: error.limit });
    done();
  });
}
