import { passwordMatches } from '../../auth/passwords';
import type { LiveSession } from '../../auth/sessions';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { throttleKey } from '../customer/guards';

/** Issue 11: a login younger than this may change bank details without the password again. */
export const RECENT_LOGIN_MS = 15 * 60 * 1000;

/**
 * Protection against account takeover: a stolen or forgotten-open session must not redirect
 * direct debits. Changing or deleting bank details needs the password again (403
 * PASSWORD_REQUIRED without it, 403 NOT_AUTHORIZED when wrong) unless the session's login is
 * recent. Wrong passwords count against the account like failed logins.
 */
export async function requireRecentLoginOrPassword(
  { db, config }: ServiceOptions,
  { session, customer }: LiveSession,
  password: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (now - Number(session.created_at) < RECENT_LOGIN_MS) return;
  if (!password) throw new ApiError(403, 'PASSWORD_REQUIRED');
  const throttles = [throttleKey(config, 'loginFailuresPerAccount', customer.id)];
  await assertNotThrottled(db, throttles);
  if (!(await passwordMatches(customer.password_hash, password))) {
    await countEvent(db, throttles);
    throw new ApiError(403, 'NOT_AUTHORIZED');
  }
}
