import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TRUSTED_PROXY_SECRET_HEADER } from '@account/contracts';

function sameSecret(presented: string | string[] | undefined, secret: Buffer): boolean {
  if (typeof presented !== 'string') return false;
  const given = Buffer.from(presented);
  return given.length === secret.length && timingSafeEqual(given, secret);
}

/**
 * With a proxy secret (TRUSTED_PROXY_SECRET), X-Forwarded-For counts only on a request that
 * carries the secret: the header is removed from every other request before Fastify reads the
 * client address (request.ip, its log line, the throttles). The secret itself is removed from
 * every request, so no log or handler ever sees it. Runs first on the server's request event,
 * ahead of Fastify's own handler.
 */
export function installTrustedProxySecret(app: FastifyInstance, secret: string | null): void {
  if (secret === null) return;
  const expected = Buffer.from(secret);
  app.server.prependListener('request', (request: IncomingMessage) => {
    const presented = request.headers[TRUSTED_PROXY_SECRET_HEADER];
    delete request.headers[TRUSTED_PROXY_SECRET_HEADER];
    if (!sameSecret(presented, expected)) delete request.headers['x-forwarded-for'];
  });
}
