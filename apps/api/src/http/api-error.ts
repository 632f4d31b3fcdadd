import type { CountryCode, ErrorBody, ErrorKey, SocialLoginUserInfo } from '@account/contracts';

/** Thrown by routes and hooks; the error handler turns it into the spec's error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: ErrorKey,
    readonly extra: {
      detail?: string;
      customerCountryCode?: CountryCode;
      userInfo?: SocialLoginUserInfo;
      linkToken?: string;
      signUpToken?: string;
      verificationGrant?: string;
    } = {},
  ) {
    super(errorKey);
  }

  /** Response headers that belong to the error, e.g. Retry-After. */
  headers: Record<string, string> = {};

  get body(): ErrorBody {
    return { errorKey: this.errorKey, ...this.extra };
  }
}
