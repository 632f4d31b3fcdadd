import type { LoginState } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { toLoggedInUser } from '../../domain/customers/logged-in-user';
import type { ServiceOptions } from '../service-options';

/**
 * 401 NOT_LOGGED_IN when the access token is missing or expired: the client then refreshes once
 * and asks again; a second failure means logged out.
 */
export function loginStateRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/user/login-state',
    { preHandler: app.requireCustomer },
    async (request): Promise<LoginState> => {
      const { customer, session } = loggedInOf(request);
      return { state: 'LOGGED_IN', ...(await toLoggedInUser(db, customer, session.username)) };
    },
  );
}
