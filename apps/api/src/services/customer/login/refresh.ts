import type { FastifyInstance } from 'fastify';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../../../auth/session-cookies';
import { rotateSession } from '../../../auth/sessions';
import { ApiError } from '../../../http/api-error';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

export function refreshRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.refresh, async (request, reply) => {
    const result = await rotateSession(db, request.cookies[REFRESH_COOKIE]);
    // No cookies: the browser holds the current ones from the refresh that won moments ago.
    if (result.outcome === 'current') return { stayLoggedIn: result.stayLoggedIn };
    if (result.outcome !== 'rotated') {
      if (result.outcome === 'reused')
        request.log.warn('Rotated refresh token presented again; session revoked');
      clearSessionCookies(reply, config.cookieSecure);
      throw new ApiError(401, 'NOT_LOGGED_IN');
    }
    setSessionCookies(reply, result.tokens, config.cookieSecure);
    return { stayLoggedIn: result.tokens.stayLoggedIn };
  });
}
