import { errorKeysOf, type Endpoint, type ErrorKey } from '@account/contracts';
import type { FastifyRequest } from 'fastify';

const declaredKeys = new WeakMap<Endpoint, ReadonlySet<ErrorKey>>();

function keysOf(endpoint: Endpoint): ReadonlySet<ErrorKey> {
  let keys = declaredKeys.get(endpoint);
  if (!keys) declaredKeys.set(endpoint, (keys = new Set(errorKeysOf(endpoint))));
  return keys;
}

/**
 * Whether a route answers an error key its declaration does not list: the clients and the
 * OpenAPI document know an endpoint's failures only from there. A request that matched no
 * declared route (the 404 of an unknown path) has no list to keep.
 */
export function isUndeclaredErrorKey(request: FastifyRequest, errorKey: ErrorKey): boolean {
  const endpoint = request.routeOptions.config.endpoint;
  return endpoint !== undefined && !keysOf(endpoint).has(errorKey);
}
