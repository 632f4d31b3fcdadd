import { fullPathOf, type Endpoint } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './openapi';

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Holds the catalogue and the app together: a route without a declaration is a call no client,
 * document or mock knows of; a declaration without a route is a call that answers 404.
 */
export function catalogueMismatches(
  routes: readonly RegisteredRoute[],
  endpoints: readonly Endpoint[],
): { undeclared: string[]; unrouted: string[] } {
  const served = new Set(
    routes
      // HEAD is Fastify's own twin of every GET; the document's UI is no service.
      .filter(({ method, url }) => method !== 'HEAD' && !url.startsWith(DOCS_PREFIX))
      .map(({ method, url }) => keyOf(method, url)),
  );
  const declared = new Set(
    endpoints.map((endpoint) => keyOf(endpoint.method, fullPathOf(endpoint))),
  );
  return {
    undeclared: [...served].filter((route) => !declared.has(route)).sort(),
    unrouted: [...declared].filter((route) => !served.has(route)).sort(),
  };
}

/** Records every route an app registers; call before the app is ready. */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of Array.isArray(method) ? method : [method]) routes.push({ method: one, url });
  });
  return routes;
}
