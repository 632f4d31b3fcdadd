import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { referralRoute } from './referral';
import { supportRequestRoutes } from './support-requests';

/**
 * The customer service's calls of the service area (support requests, referrals). Registered
 * under the customer service's prefix beside its other routes.
 */
export const customerSupportRoutes: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  supportRequestRoutes(app, options);
  referralRoute(app, options);
};
