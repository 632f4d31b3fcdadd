import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, endSessionInBrowser, REFRESH_COOKIE } from '../../../auth/session-cookies';
import { revokeSession } from '../../../auth/sessions';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** Ends the session on the server, so copies of its cookies stop working too. Idempotent. */
export function logoutRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.logout, async (request, reply) => {
    await revokeSession(db, {
      accessToken: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
    });
    endSessionInBrowser(reply, config.cookieSecure);
    return {};
  });
}
