import type { LoggedInUser } from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loginOriginOf } from '../../../auth/login-origin';
import { ACCESS_COOKIE, setSessionCookies } from '../../../auth/session-cookies';
import {
  revokeSession,
  startSession,
  type IssuedTokens,
  type StartedSession,
} from '../../../auth/sessions';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import type { Customer, Database } from '../../../db/schema';
import { toLoggedInUser } from '../../../domain/customer/logged-in-user';
import type { LoginWay } from '../../../domain/customer/login/login-events';
import { recordLogin } from '../../../domain/customer/login/record-login';
import type { ServiceOptions } from '../../../service-options';
import { countLogin } from '../../../metrics/login-metrics';

/**
 * The database half of a login: a new session (never one this browser may still hold, against
 * session fixation) and the login recorded (domain/customer/login/record-login.ts: the history
 * and the new-device mail), committed together. Pass the transaction of the change that allowed
 * the login (a redeemed link, say), so that a failed login leaves that change undone; the
 * browser gets the session from `handOverSession` after the commit.
 */
export async function openSession(
  db: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
  way: LoginWay,
): Promise<StartedSession> {
  await revokeSession(db, { accessToken: request.cookies[ACCESS_COOKIE] });
  const origin = loginOriginOf(request);
  const started = await inTransaction(db, async (trx) => {
    const session = await startSession(trx, customer, username, stayLoggedIn, origin, way);
    await recordLogin(trx, config, customer, way, origin);
    return session;
  });
  // Counted once the session is written (committed, unless it joined a caller's transaction):
  // a login whose own work failed opened no session.
  countLogin(way.method, 'succeeded');
  return started;
}

/**
 * The browser's half, once the session is committed: its cookies, and the logged-in user of spec
 * section 3.
 */
export function handOverSession(
  { db, config }: ServiceOptions,
  reply: FastifyReply,
  customer: Customer,
  username: string,
  tokens: IssuedTokens,
): Promise<LoggedInUser> {
  setSessionCookies(reply, tokens, config.cookieSecure);
  return toLoggedInUser(db, customer, username);
}

/** Every way in ends here: the session opened and handed over to the browser. */
export async function startLogin(
  options: ServiceOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
  way: LoginWay,
): Promise<LoggedInUser> {
  const { db, config } = options;
  const tokens = await openSession(db, config, request, customer, username, stayLoggedIn, way);
  return handOverSession(options, reply, customer, username, tokens);
}
