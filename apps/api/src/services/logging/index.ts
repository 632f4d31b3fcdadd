import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { postCspReportRoute } from './post-csp-report';
import { postEventRoute } from './post-event';
import { postLogRoute } from './post-log';
import { postVitalsRoute } from './post-vitals';

/**
 * The logging service of spec section 7: front-end logs, consented tracking events, CSP reports,
 * real-user monitoring.
 */
export const loggingService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  postLogRoute(app, options);
  postEventRoute(app, options);
  postCspReportRoute(app, options);
  postVitalsRoute(app, options);
};
