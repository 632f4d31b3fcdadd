import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from '../../../auth/session-cookies';
import { setStayLoggedIn } from '../../../auth/sessions';
import { requireStepUp } from '../../../auth/step-up';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** GET/PATCH user/auth/stay-logged-in: the preference of the current session (60 or 10 days). */
export function stayLoggedInRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  route(app, catalogue.customer.getStayLoggedIn, async (request) => ({
    stayLoggedIn: loggedInOf(request).session.stay_logged_in === 1,
  }));

  route(app, catalogue.customer.setStayLoggedIn, async (request, reply) => {
    const { stay_logged_in: stayLoggedIn } = request.body;
    const { session, customer } = loggedInOf(request);
    // Turning it on lengthens the session to 60 days (issue 33): a forgotten-open or stolen
    // session must not make itself last. Turning it off, or on again, lengthens nothing a token
    // refresh would not.
    if (stayLoggedIn && session.stay_logged_in !== 1)
      await requireStepUp(options, request, request.body.password);
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
