import { addresses } from '@account/contracts';
import type {
  LoggedInUser,
  LoginRequest,
  LoginState,
  UsernameCheckResult,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { ApiError, call } from '@account/api-client';

/** A failed state check means not logged in (spec section 4). */
export async function getLoginState(): Promise<LoginState> {
  try {
    return await call(addresses.customer.loginState);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'NOT_LOGGED_IN' };
    throw error;
  }
}

export function checkUsername(
  username: string,
  recaptchaToken?: string,
): Promise<UsernameCheckResult> {
  return call(addresses.customer.checkUsername, {
    query: { username },
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export type LoginInput = CamelCased<LoginRequest> & { recaptchaToken?: string };

export function login({ recaptchaToken, ...body }: LoginInput): Promise<LoggedInUser> {
  return call(addresses.customer.login, {
    body,
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export async function logout(): Promise<void> {
  await call(addresses.customer.logout, { refreshOn401: false });
}
