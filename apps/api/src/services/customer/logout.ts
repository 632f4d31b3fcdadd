import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, endSessionInBrowser, REFRESH_COOKIE } from '../../auth/session-cookies';
import { revokeSession } from '../../auth/sessions';
import type { ServiceOptions } from '../service-options';

/** Ends the session on the server, so copies of its cookies stop working too. Idempotent. */
export function logoutRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  app.get('/user/auth/logout', { config: { changesState: true } }, async (request, reply) => {
    await revokeSession(db, {
      accessToken: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
    });
    endSessionInBrowser(reply, config.cookieSecure);
    return {};
  });
}
