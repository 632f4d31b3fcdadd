import type { LoggedInUser } from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { revokeSession, startSession } from '../../auth/sessions';
import { toLoggedInUser } from '../../domain/customer/logged-in-user';
import type { Customer } from '../../db/schema';
import type { ServiceOptions } from '../../service-options';

/**
 * Every way in ends here: a new session (never one this browser may still hold, against session
 * fixation), its cookies, and the logged-in user of spec section 3.
 */
export async function startLogin(
  { db, config }: ServiceOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  username: string,
  stayLoggedIn: boolean,
): Promise<LoggedInUser> {
  await revokeSession(db, { accessToken: request.cookies[ACCESS_COOKIE] });
  const tokens = await startSession(db, customer, username, stayLoggedIn);
  setSessionCookies(reply, tokens, config.cookieSecure);
  return toLoggedInUser(db, customer, username);
}
