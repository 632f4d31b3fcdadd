import type { ErrorKey, SocialLoginUserInfo } from '@account/contracts';

/** The login error reasons of spec section 8, used for every call. */
export type ErrorReason = 'UNKNOWN' | 'REJECTED' | 'CONNECTION' | 'WRONG_CUSTOMER';

export class ApiError extends Error {
  constructor(
    readonly reason: ErrorReason,
    readonly status: number | null,
    readonly errorKey: ErrorKey | null,
    readonly detail: string | null = null,
    readonly customerCountryCode: string | null = null,
    /** Names and e-mail a social login brought along when no customer matched (spec section 8). */
    readonly userInfo: SocialLoginUserInfo | null = null,
    /** SOCIAL_LOGIN_LINK_REQUIRED: proves this browser's social login when the customer links the account. */
    readonly linkToken: string | null = null,
    /** NO_CREDENTIALS for an e-mail: opens account verification for that account (issue 10). */
    readonly verificationGrant: string | null = null,
    /** SOCIAL_LOGIN_CUSTOMER_NOT_FOUND for a verified e-mail: create account without password, provider linked. */
    readonly signUpToken: string | null = null,
  ) {
    super(`${reason}${status ? ` ${status}` : ''}${errorKey ? ` ${errorKey}` : ''}`);
    this.name = 'ApiError';
  }

  /** Spec section 8: 500–599 count as server side, everything else as client side. */
  get category(): 'server' | 'client' {
    return this.status !== null && this.status >= 500 ? 'server' : 'client';
  }
}

export function reasonForStatus(status: number): ErrorReason {
  return status === 403 ? 'REJECTED' : 'UNKNOWN';
}
