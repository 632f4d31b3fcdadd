import { localeOfCountry, paths, type LoggedInUser } from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { describeDevice } from '../../auth/devices';
import {
  isNewDevice,
  loginOriginOf,
  recordLoginEvent,
  type LoginOrigin,
  type LoginWay,
} from '../../auth/login-events';
import { ACCESS_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { revokeSession, startSession } from '../../auth/sessions';
import type { Config } from '../../config';
import { inTransaction } from '../../db/in-transaction';
import type { Customer, Database } from '../../db/schema';
import { toLoggedInUser } from '../../domain/customer/logged-in-user';
import type { ServiceOptions } from '../../service-options';
import { profileMailTexts } from './mails/profile-texts';
import { sendMail } from './mails/send-mail';
import { shopLink } from '../../mail/shop-link';

/** The mail of a login from a device the customer never logged in with, linking the security centre. */
async function mailNewDevice(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  origin: LoginOrigin,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const { browser, os } = describeDevice(origin.userAgent);
  const device = [browser, os].filter(Boolean).join(', ') || '–';
  await sendMail(
    trx,
    customer.email,
    profileMailTexts.newDeviceLogin(
      locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      device,
      shopLink(config, locale, paths.profile.security()),
    ),
    'new-device-login',
  );
}

/**
 * Every way in ends here: a new session (never one this browser may still hold, against session
 * fixation), the login in the history, the new-device mail, its cookies, and the logged-in user
 * of spec section 3. Session, history and mail commit together.
 */
export async function startLogin(
  { db, config }: ServiceOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
  way: LoginWay,
): Promise<LoggedInUser> {
  await revokeSession(db, { accessToken: request.cookies[ACCESS_COOKIE] });
  const origin = loginOriginOf(request);
  const tokens = await inTransaction(db, async (trx) => {
    const started = await startSession(trx, customer, username, stayLoggedIn, origin);
    await recordLoginEvent(trx, customer.id, true, way, origin);
    if (await isNewDevice(trx, customer.id, origin.userAgent))
      await mailNewDevice(trx, config, customer, origin);
    return started;
  });
  setSessionCookies(reply, tokens, config.cookieSecure);
  return toLoggedInUser(db, customer, username);
}
