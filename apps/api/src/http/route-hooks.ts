import type { onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * Adds an onRequest hook to one route while it is registered (from an `onRoute` hook). A check
 * that only some routes need then costs the others nothing: a global hook runs, and is awaited,
 * on every request.
 */
export function addOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
}
