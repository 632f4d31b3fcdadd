import type {
  LoggedInUser,
  LoginRequest,
  LoginState,
  UsernameCheckResult,
} from '@account/contracts';
import type { CamelCased } from '../case';
import { onUnauthorized } from '../request';
import { ApiError } from '../errors';
import { call } from '../call';

/**
 * POST user/auth/refresh rotates the session tokens; false when the service refused it (the
 * session is gone). A refresh that got no answer or a server error throws instead: the call that
 * needed it fails with its retry rather than sending a customer with a live session to login.
 */
export async function refreshAuth(): Promise<boolean> {
  try {
    await call('customer', 'refresh', { refreshOn401: false });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
    throw error;
  }
}

onUnauthorized(refreshAuth);

/** A failed state check means not logged in (spec section 4). */
export async function getLoginState(): Promise<LoginState> {
  try {
    return await call('customer', 'loginState');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'NOT_LOGGED_IN' };
    throw error;
  }
}

export function checkUsername(
  username: string,
  recaptchaToken?: string,
): Promise<UsernameCheckResult> {
  return call('customer', 'checkUsername', {
    query: { username },
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export type LoginInput = CamelCased<LoginRequest> & { recaptchaToken?: string };

export function login({ recaptchaToken, ...body }: LoginInput): Promise<LoggedInUser> {
  return call('customer', 'login', { body, recaptchaToken: recaptchaToken, refreshOn401: false });
}

export async function logout(): Promise<void> {
  await call('customer', 'logout', { refreshOn401: false });
}
