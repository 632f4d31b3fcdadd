import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { coarseNetwork } from '../domain/customer/devices';
import { noteSessionActivity } from './session-activity';
import { ACCESS_COOKIE } from './session-cookies';
import { findLiveSession, type LiveSession } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes of a logged-in customer: 401 NOT_LOGGED_IN without a live access token. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    loggedIn: LiveSession | null;
  }
}

/** Decorates the root instance, so every service plugin registered after it can use the preHandler. */
export function installRequireCustomer(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('loggedIn', null);
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const live = await findLiveSession(db, request.cookies[ACCESS_COOKIE]);
    if (!live) throw new ApiError(401, 'NOT_LOGGED_IN');
    await noteSessionActivity(db, live.session, () => coarseNetwork(request.ip));
    request.loggedIn = live;
  });
}

/** The logged-in customer of a route that also serves guests (the basket), or null for a guest. */
export function customerIfLoggedIn(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<LiveSession | null> {
  return findLiveSession(db, request.cookies[ACCESS_COOKIE]);
}

/** The customer of a route guarded by `requireCustomer`. */
export function loggedInOf(request: FastifyRequest): LiveSession {
  if (!request.loggedIn)
    throw new Error(`${request.routeOptions.url} lacks the requireCustomer preHandler`);
  return request.loggedIn;
}
