import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { setStayLoggedIn } from '../../auth/sessions';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** GET/PATCH user/auth/stay-logged-in: the preference of the current session (60 or 10 days). */
export function stayLoggedInRoutes(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.getStayLoggedIn, async (request) => ({
    stayLoggedIn: loggedInOf(request).session.stay_logged_in === 1,
  }));

  route(app, catalogue.customer.setStayLoggedIn, async (request, reply) => {
    const { stay_logged_in: stayLoggedIn } = request.body;
    const { session, customer } = loggedInOf(request);
    const expiresAt = await setStayLoggedIn(db, session, stayLoggedIn);
    const accessToken = request.cookies[ACCESS_COOKIE];
    const refreshToken = request.cookies[REFRESH_COOKIE];
    // The refresh cookie's lifetime follows the new period; the cookie path makes it visible here.
    if (accessToken && refreshToken)
      setSessionCookies(
        reply,
        {
          accessToken,
          refreshToken,
          stayLoggedIn,
          expiresAt,
          customerNumber: customer.customer_number,
        },
        config.cookieSecure,
      );
    return { stayLoggedIn };
  });
}
