import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { getPageRoute } from './get-page';

/** The content service of spec section 7: FAQ, legal pages and the account's information views. */
export const contentService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  getPageRoute(app, options);
};
