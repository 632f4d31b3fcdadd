import { catalogue, LOGIN_HISTORY_LENGTH, LoginMethod } from '@account/contracts';
import { NotFound } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import { endOtherSessionsOf, endSessionOf, liveSessionsOf } from '../../../auth/customer-sessions';
import { describeDevice } from '../../../domain/customer/devices';
import { loggedInOf } from '../../../auth/require-customer';
import { endSessionInBrowser } from '../../../auth/session-cookies';
import { requireStepUp } from '../../../auth/step-up';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';
import { offerWaysInRemoval } from '../../../domain/customer/login/ways-in';
import { iso } from '../../../domain/iso-time';

/**
 * The security centre of the profile area (issue 25): the customer's live sessions, ending one
 * or all others, and the login history. Ending a session revokes it on the server, so its next
 * call answers 401 wherever its cookies are.
 */
export function securityCentreRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  route(app, catalogue.customer.securitySessions, async (request) => {
    const { customer, session: current } = loggedInOf(request);
    const sessions = await liveSessionsOf(db, customer.id);
    return {
      sessions: sessions.map((s) => ({
        id: s.id,
        device: describeDevice(s.user_agent),
        shop: s.shop,
        network: s.network,
        lastActiveAt: iso(s.last_active_at ?? s.created_at),
        startedAt: iso(s.created_at),
        loginMethod: s.login_method === null ? null : LoginMethod.parse(s.login_method),
        provider: s.login_provider,
        current: s.id === current.id,
      })),
    };
  });

  route(app, catalogue.customer.endSecuritySession, async (request, reply) => {
    const { id } = request.params;
    const { customer, session: current } = loggedInOf(request);
    // Ending another device one by one is what "end all others" is (issue 33): the same
    // step-up. Ending the session in use is a logout, which needs none.
    if (id !== current.id) await requireStepUp(options, request, request.body?.password);
    if (!(await endSessionOf(db, customer.id, id))) throw new NotFound();
    // Ending the session in use is a logout: the browser loses its cookies as well.
    if (id === current.id) endSessionInBrowser(reply, config.cookieSecure);
    return {};
  });

  route(app, catalogue.customer.endOtherSecuritySessions, async (request) => {
    const { customer, session: current } = loggedInOf(request);
    await requireStepUp(options, request, request.body?.password);
    return {
      ended: await endOtherSessionsOf(db, customer.id, current.id),
      // Ending the intruder's session is not enough when they added a way in (issue 33).
      waysInRemovalToken: await offerWaysInRemoval(db, customer.id, current.id),
    };
  });

  route(app, catalogue.customer.loginHistory, async (request) => {
    const { customer } = loggedInOf(request);
    const events = await db
      .selectFrom('login_events')
      .select(['occurred_at', 'succeeded', 'method', 'provider', 'user_agent'])
      .where('customer_id', '=', customer.id)
      .orderBy('occurred_at', 'desc')
      .limit(LOGIN_HISTORY_LENGTH)
      .execute();
    return {
      entries: events.map((e) => ({
        occurredAt: iso(e.occurred_at),
        succeeded: e.succeeded === 1,
        method: LoginMethod.parse(e.method),
        provider: e.provider,
        device: describeDevice(e.user_agent),
      })),
    };
  });
}
