/** Query parameter that carries the page a logged-out customer asked for through login. */
export const RETURN_TO_PARAM = 'returnTo';

/** Query parameter of the login page that says why a customer who was logged in is there. */
export const LOGIN_REASON_PARAM = 'reason';
/** The session ended mid-visit: a refused token refresh, or a logout in another tab. */
export const SESSION_ENDED_REASON = 'session-ended';

/**
 * Only paths inside the account area are followed after login; anything that could leave the
 * shop's origin (`https://…`, `//host`, `/\host`, `javascript:`) falls back to the root.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs, which turns `/\t/host` into `//host`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return '/';
  return value;
}

/**
 * A redirect target such as forgot password's `redirectUri`: a safe path, or an absolute http(s)
 * URL on one of the shop's own origins. Anything else falls back to the root.
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  allowedOrigins: readonly string[],
): string {
  if (!value) return '/';
  if (value.startsWith('/')) return safeReturnPath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '/';
  }
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins.includes(url.origin);
  return allowed && !url.username && !url.password ? url.href : '/';
}
