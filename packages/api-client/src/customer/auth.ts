import {
  type LoggedInUser,
  type LoginState,
  type UsernameCheckResult,
} from '@account/contracts';
import { request, onUnauthorized } from '../request';
import { ApiError } from '../errors';

/** POST user/auth/refresh rotates the session tokens; false when the session is gone. */
export async function refreshAuth(): Promise<boolean> {
  try {
    await request('customer', 'user/auth/refresh', { method: 'POST', refreshOn401: false });
    return true;
  } catch {
    return false;
  }
}

onUnauthorized(refreshAuth);

/** A failed state check means not logged in (spec section 4). */
export async function getLoginState(): Promise<LoginState> {
  try {
    return await request<LoginState>('customer', 'user/login-state');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'NOT_LOGGED_IN' };
    throw error;
  }
}

export function checkUsername(username: string, recaptchaToken?: string): Promise<UsernameCheckResult> {
  return request('customer', 'user/check-username', {
    query: { username },
    recaptcha: { action: 'check_username', token: recaptchaToken },
    refreshOn401: false,
  });
}

export interface LoginInput {
  username: string;
  password: string;
  stayLoggedIn: boolean;
  recaptchaToken?: string;
}

export function login({ recaptchaToken, ...body }: LoginInput): Promise<LoggedInUser> {
  return request('customer', 'user/login', {
    method: 'POST',
    body,
    recaptcha: { action: 'login', token: recaptchaToken },
    refreshOn401: false,
  });
}

export async function logout(): Promise<void> {
  await request('customer', 'user/auth/logout', { refreshOn401: false });
}
