import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE } from '../../auth/session-cookies';
import { revokeSession } from '../../auth/sessions';
import type { ServiceOptions } from '../service-options';

/** Ends the session on the server, so copies of its cookies stop working too. Idempotent. */
export function logoutRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  app.get('/user/auth/logout', { config: { changesState: true } }, async (request, reply) => {
    await revokeSession(db, {
      accessToken: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
    });
    clearSessionCookies(reply, config.cookieSecure);
    // "cache" only: the client keeps the customer type in its storage (spec section 4) and
    // removes its own keys itself; cookies are cleared above with their exact paths.
    reply.header('Clear-Site-Data', '"cache"');
    return {};
  });
}
