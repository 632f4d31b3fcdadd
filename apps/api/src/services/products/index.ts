import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../service-options';
import { mediaRoute } from './media';

/** The products service of spec section 7; so far the product images the orders show. */
export const productsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  mediaRoute(app, options);
};
