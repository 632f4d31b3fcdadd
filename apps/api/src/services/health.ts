import type { FastifyPluginAsync } from 'fastify';

/** Liveness for load balancers and the e2e set-up; says nothing about the database on purpose. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
};
