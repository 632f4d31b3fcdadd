import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { catalogue } from '@account/contracts';
import { route } from '../http/catalogue-route';

/**
 * Liveness (`health`: the process answers; a restart would not help a database outage, so it
 * says nothing about the database) and readiness (`ready`: the database answers too; load
 * balancers and compose send traffic only to a ready instance).
 */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  route(app, catalogue.health.health, async () => ({ status: 'ok' }));
  route(app, catalogue.health.ready, async (request) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'readiness: the database does not answer');
      throw new ApiError(503, 'SERVICE_UNAVAILABLE');
    }
    return { status: 'ready' };
  });
};
