import { StayLoggedInRequest, type StayLoggedIn } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { setStayLoggedIn } from '../../auth/sessions';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/** GET/PATCH user/auth/stay-logged-in: the preference of the current session (60 or 10 days). */
export function stayLoggedInRoutes(app: FastifyInstance, { db, config }: ServiceOptions): void {
  app.get(
    '/user/auth/stay-logged-in',
    { preHandler: app.requireCustomer },
    async (request): Promise<StayLoggedIn> => ({
      stayLoggedIn: loggedInOf(request).session.stay_logged_in === 1,
    }),
  );

  app.patch(
    '/user/auth/stay-logged-in',
    { preHandler: app.requireCustomer },
    async (request, reply): Promise<StayLoggedIn> => {
      const { stay_logged_in: stayLoggedIn } = parseOrBadRequest(StayLoggedInRequest, request.body);
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
    },
  );
}
