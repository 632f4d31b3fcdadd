import type { FastifyRequest } from 'fastify';
import { coarseNetwork, storedUserAgent } from '../domain/customer/devices';
import type { LoginOrigin } from '../domain/customer/login/login-events';
import { shopLocale } from '../http/shop-locale';

/** Where a request's login comes from, as the security centre records it. */
export function loginOriginOf(request: FastifyRequest): LoginOrigin {
  return {
    userAgent: storedUserAgent(request.headers['user-agent']),
    network: coarseNetwork(request.ip),
    shop: shopLocale(request),
  };
}
