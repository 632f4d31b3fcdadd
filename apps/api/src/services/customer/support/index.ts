import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { referralRoute } from './referral';
import { supportRequestRoutes } from './support-requests';

/** The calls of the service remote: support requests and the referral code. */
export function supportRoutes(app: FastifyInstance, options: ServiceOptions): void {
  supportRequestRoutes(app, options);
  referralRoute(app, options);
}
