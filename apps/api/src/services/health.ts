import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { catalogue } from '@account/contracts';
import { route } from '../http/catalogue-route';

/**
 * Liveness (`health`: the process answers; a restart would not help a database outage, so it
 * says nothing about the database) and readiness (`ready`: the database answers too, and has
 * recorded every migration this code knows; load balancers and compose send traffic only to a
 * ready instance). An instance started with MIGRATE_AT_START=false before its release's
 * migration step finished thus waits for it instead of failing customers' requests.
 * `pendingMigrations` lists the migrations of this code the database has not recorded.
 */
export const healthRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  pendingMigrations: () => Promise<string[]>;
}> = async (app, { db, pendingMigrations }) => {
  // Once up to date, a schema stays so for this code: no need to look again.
  let schemaUpToDate = false;
  route(app, catalogue.health.health, async () => ({ status: 'ok' }));
  route(app, catalogue.health.ready, async (request) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'readiness: the database does not answer');
      throw new ApiError(503, 'SERVICE_UNAVAILABLE');
    }
    if (!schemaUpToDate) {
      const pending = await pendingMigrations();
      if (pending.length > 0) {
        request.log.warn({ pending }, 'readiness: the database lacks migrations of this release');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE');
      }
      schemaUpToDate = true;
    }
    return { status: 'ready' };
  });
};
