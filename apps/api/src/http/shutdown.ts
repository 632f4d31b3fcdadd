import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * Behaviour while the server shuts down (SIGTERM, `app.close()`): requests already in flight run
 * to their end, every request that arrives afterwards on a kept-alive connection is answered
 * 503 SERVICE_UNAVAILABLE at once, and every answer closes its connection, so the load balancer
 * sends the client's next request to another instance. Fastify's own `return503OnClosing`
 * would answer with its own body rather than `{ errorKey }`; buildApp turns it off.
 */
export function installShutdownBehaviour(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, 'SERVICE_UNAVAILABLE');
  });
  // An answer to a request that was in flight ends its connection too: an idle kept-alive
  // connection would otherwise hold the server open until the keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
