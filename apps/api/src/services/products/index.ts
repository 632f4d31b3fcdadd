import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { mediaRoute } from './media';
import { productsRoute } from './products';
import { recentlyViewedRoutes } from './recently-viewed';
import { recommendationsRoute } from './recommendations';

/** The products service of spec section 7: catalogue, images, product history, recommendations. */
export const productsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  mediaRoute(app, options);
  productsRoute(app, options);
  recentlyViewedRoutes(app, options);
  recommendationsRoute(app, options);
};
