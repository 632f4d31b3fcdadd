import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../service-options';
import { checkUsernameRoute } from './check-username';
import { loginRoute } from './login';
import { loginStateRoute } from './login-state';
import { logoutRoute } from './logout';
import { personalDetailsRoute } from './personal-details';
import { refreshRoute } from './refresh';

/** The customer service of spec section 7: login, session and the customer's own data. */
export const customerService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  checkUsernameRoute(app, options);
  loginRoute(app, options);
  loginStateRoute(app);
  refreshRoute(app, options);
  logoutRoute(app, options);
  personalDetailsRoute(app, options);
};
