import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { installRequireCustomer } from './auth/require-customer';
import type { Config } from './config';
import type { Database } from './db/schema';
import { installCrossSiteProtection } from './http/cross-site-protection';
import { installErrorHandling } from './http/error-handling';
import { acceptEmptyJsonBodies } from './http/json-body';
import { customerService } from './services/customer';
import { healthRoutes } from './services/health';
import { API_PREFIX, servicePrefixes } from './services/prefixes';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Tests pass false to keep their output readable. */
  logger?: boolean;
}

/** The account services, ready to listen; the server and the tests build it the same way. */
export function buildApp({ db, config, logger = true }: AppOptions): FastifyInstance {
  const app = Fastify({ logger: logger && { level: config.logLevel } });

  app.register(cookie);
  acceptEmptyJsonBodies(app);
  installErrorHandling(app);
  installCrossSiteProtection(app);
  installRequireCustomer(app, db);

  app.register(healthRoutes, { prefix: API_PREFIX });
  app.register(customerService, { prefix: servicePrefixes.customer, db, config });
  return app;
}
