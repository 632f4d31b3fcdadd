import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { followedStreamersRoutes } from './followed-streamers';
import { streamersRoutes } from './streamers';

/**
 * The social-live-commerce service of spec section 7: creators and their schedules (public, for
 * the creators hub) and the follows of the logged-in customer.
 */
export const socialLiveCommerceService: FastifyPluginAsync<ServiceOptions> = async (
  app,
  options,
) => {
  streamersRoutes(app, options);
  followedStreamersRoutes(app, options);
};
