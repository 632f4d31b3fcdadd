import {
  LoginRequest,
  countryOfLocale,
  normalizeUsername,
  usernameKind,
  type LoggedInUser,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { passwordMatches } from '../../auth/passwords';
import { ACCESS_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { revokeSession, startSession } from '../../auth/sessions';
import { findCustomerByUsername } from '../../customers/customers';
import { toLoggedInUser } from '../../customers/logged-in-user';
import { ApiError } from '../../http/api-error';
import { shopLocale } from '../../http/shop-locale';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

export function loginRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  app.post('/user/login', async (request, reply): Promise<LoggedInUser> => {
    const body = parseOrBadRequest(LoginRequest, request.body);
    const locale = shopLocale(request);
    const kind = usernameKind(body.username);
    if (kind === null || (kind === 'customerNumber' && locale === 'de-CH')) {
      throw new ApiError(400, 'BAD_REQUEST');
    }
    const username = normalizeUsername(body.username);

    const customer = await findCustomerByUsername(db, username, kind);
    // Unknown account, account without password and wrong password look the same from outside.
    if (!(await passwordMatches(customer?.password_hash ?? null, body.password)) || !customer) {
      throw new ApiError(403, 'NOT_AUTHORIZED');
    }
    // Only now, with the right password, may the answer reveal the customer's country.
    if (customer.country_code !== countryOfLocale[locale]) {
      throw new ApiError(403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', {
        customerCountryCode: customer.country_code,
      });
    }

    // A login always starts a new session; one this browser may still hold is ended, not reused.
    await revokeSession(db, { accessToken: request.cookies[ACCESS_COOKIE] });
    const tokens = await startSession(db, customer, username, body.stay_logged_in);
    setSessionCookies(reply, tokens, config.cookieSecure);
    return toLoggedInUser(customer, username);
  });
}
