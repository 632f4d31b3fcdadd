import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { toLoggedInUser } from '../../../domain/customer/logged-in-user';
import type { ServiceOptions } from '../../../service-options';
import { catalogue, type LoginState } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * 401 NOT_LOGGED_IN when the access token is missing or expired: the client then refreshes once
 * and asks again; a second failure means logged out.
 */
export function loginStateRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.customer.loginState, async (request): Promise<LoginState> => {
    const { customer, session } = loggedInOf(request);
    return { state: 'LOGGED_IN', ...(await toLoggedInUser(db, customer, session.username)) };
  });
}
