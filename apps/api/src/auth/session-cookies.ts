import { CUSTOMER_NUMBER_COOKIE } from '@account/contracts';
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_PREFIX, servicePrefixes } from '@account/contracts';
import { ACCESS_TOKEN_LIFETIME_MS, type IssuedTokens } from './sessions';

export const ACCESS_COOKIE = 'av_access';
export const REFRESH_COOKIE = 'av_refresh';

// The access token goes to every service; the refresh token only to the calls that need it
// (refresh, logout), so it is exposed as rarely as possible.
const ACCESS_PATH = API_PREFIX;
const REFRESH_PATH = `${servicePrefixes.customer}/user/auth`;

function baseOptions(path: string, secure: boolean): CookieSerializeOptions {
  // Lax: top-level navigations from other sites keep the login, cross-site sub-requests do not.
  return { path, httpOnly: true, sameSite: 'lax', secure };
}

/**
 * Not HttpOnly on purpose: the page reads it to skip the login-state call for visitors and to
 * notice a state that belongs to another customer (spec section 4). It holds no secret and
 * opens nothing; the session itself stays in the HttpOnly cookies above. Path / so every page sees it.
 */
const customerNumberOptions = (secure: boolean): CookieSerializeOptions => ({
  path: '/',
  httpOnly: false,
  sameSite: 'lax',
  secure,
});

export function setSessionCookies(
  reply: FastifyReply,
  tokens: IssuedTokens,
  secure: boolean,
): void {
  // The refresh cookie and the login state last as long as the session: the inactivity period,
  // or less once the session nears its absolute end.
  const sessionMaxAge = Math.max(0, Math.ceil((tokens.expiresAt - Date.now()) / 1000));
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...baseOptions(ACCESS_PATH, secure),
    maxAge: ACCESS_TOKEN_LIFETIME_MS / 1000,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...baseOptions(REFRESH_PATH, secure),
    maxAge: sessionMaxAge,
  });
  reply.setCookie(CUSTOMER_NUMBER_COOKIE, tokens.customerNumber, {
    ...customerNumberOptions(secure),
    maxAge: sessionMaxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, baseOptions(ACCESS_PATH, secure));
  reply.clearCookie(REFRESH_COOKIE, baseOptions(REFRESH_PATH, secure));
  reply.clearCookie(CUSTOMER_NUMBER_COOKIE, customerNumberOptions(secure));
}

/**
 * The answer that ends a session in the browser (logout, account deletion): its cookies go, and
 * so does what the browser cached of the customer's pages and calls. "cache" only: the client
 * keeps the customer type in its storage (spec section 4) and removes its own keys itself;
 * cookies are cleared above with their exact paths.
 */
export function endSessionInBrowser(reply: FastifyReply, secure: boolean): void {
  clearSessionCookies(reply, secure);
  reply.header('Clear-Site-Data', '"cache"');
}
