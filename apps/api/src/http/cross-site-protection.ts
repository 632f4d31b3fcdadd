import { CLIENT_ID, CLIENT_ID_HEADER, type ErrorBody } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { addOnRequest } from './route-hooks';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (logout) opts in to the same protection as POST. */
    changesState?: boolean;
    /**
     * Mail clients POST RFC 8058 one-click unsubscribes without our header; such a route acts
     * only on the secret in its URL, so a forged request needs that secret anyway.
     */
    oneClickFromMail?: boolean;
    /**
     * Browsers post Content-Security-Policy reports themselves, without our header; such a
     * route only appends to a log (rate-limited) and acts for nobody's session.
     */
    reportFromBrowser?: boolean;
    /**
     * An identity provider posts its answer (Apple's response_mode=form_post) from its own site;
     * such a route reads no session and only hands the answer on to the shop's page.
     */
    formPostFromProvider?: boolean;
  }
}

/**
 * A browser sends a custom header cross-site only after a CORS preflight, which this server
 * never grants. Demanding `x-client-id: account-view` on every state-changing request therefore
 * rejects forged form posts and cross-site links, whatever the cookies say.
 */
export function installCrossSiteProtection(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const { config = {} } = route;
    if (config.oneClickFromMail || config.reportFromBrowser || config.formPostFromProvider) return;
    const methods = [route.method].flat();
    const changesState =
      methods.some((method) => STATE_CHANGING_METHODS.has(method)) || config.changesState === true;
    if (!changesState) return;
    addOnRequest(route, (request, reply, done) => {
      if (request.headers[CLIENT_ID_HEADER] === CLIENT_ID) done();
      else reply.code(403).send({ errorKey: 'FORBIDDEN_CROSS_SITE' } satisfies ErrorBody);
    });
  });
}
