import { SESSION_ID_HEADER } from '@account/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Shop session ids: the account's are 32 hex characters (128 bits); the shop's own may be other
 * unguessable ids such as UUIDs. Shorter ones are refused: they could be guessed.
 */
const SESSION_ID = /^[A-Za-z0-9-]{32,64}$/;

/** The shop session a request names in X-SessionId (the basket's); null for none or a bad one. */
export function shopSessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers[SESSION_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && SESSION_ID.test(value) ? value : null;
}
