import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose answer is the same for everyone (product images) may be cached. */
    cacheable?: boolean;
  }
}

/**
 * Answers of the account services describe one customer and are never stored by the browser or
 * a shared cache: a logged-in page left behind must not come back from the back button or a
 * proxy. Set before the route runs, so errors of logged-in routes carry it too.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.cacheable !== true) reply.header('Cache-Control', 'no-store');
    done();
  });
}
