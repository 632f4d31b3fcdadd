import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every new request is answered 503 and its connection closed; nothing else stops. */
    refuseNewRequests: () => void;
  }
}

/**
 * Behaviour while the server shuts down (SIGTERM, `app.close()`): requests already in flight run
 * to their end, every request that arrives afterwards on a kept-alive connection is answered
 * 503 SERVICE_UNAVAILABLE at once, and every answer closes its connection, so the load balancer
 * sends the client's next request to another instance. Fastify's own `return503OnClosing`
 * would answer with its own body rather than `{ errorKey }`; buildApp turns it off.
 */
/**
 * The client may try again at once: the load balancer sends the retry to another instance. One
 * second rather than zero keeps a client that reaches this instance again from hammering it.
 */
const RETRY_AFTER_SECONDS = 1;

export function installShutdownBehaviour(app: FastifyInstance): void {
  let closing = false;
  app.decorate('refuseNewRequests', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    const refused = new ApiError(503, 'SERVICE_UNAVAILABLE');
    refused.headers = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
    done(refused);
  });
  // An answer to a request that was in flight ends its connection too: an idle kept-alive
  // connection would otherwise hold the server open until the keep-alive timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * SIGTERM: first a drain period in which the server still listens and answers every request,
 * on a kept-alive or a fresh connection, 503 with Connection: close (/api/ready too), so the load
 * balancer takes the instance out while clients get an answer they retry elsewhere. Only then the
 * server stops listening; closing at once would reset connections accepted in that moment whose
 * request had not been read yet. Requests in flight get `graceMs` to finish after the drain.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { drainMs, graceMs }: { drainMs: number; graceMs: number },
): Promise<void> {
  app.refuseNewRequests();
  if (drainMs > 0) await sleep(drainMs);
  const cut = setTimeout(() => {
    app.log.error('requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  await app.close();
}
