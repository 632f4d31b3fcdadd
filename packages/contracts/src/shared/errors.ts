import { z } from 'zod';
import { SocialLoginUserInfo } from '../customer/social-login';

/** Server error keys of spec section 8; every error body of the account services carries one. */
export const ErrorKey = z.enum([
  'BAD_REQUEST',
  'EMAIL_INVALID',
  'INVALID_FIRST_NAME',
  'INVALID_LAST_NAME',
  'INVALID_STREET',
  'INVALID_STREET_NUMBER',
  'INVALID_ZIP_CODE',
  'INVALID_CITY',
  'INVALID_ADDRESS_ADDITION',
  /** Address fields of the addresses area (spec section 5, delivery address). */
  'INVALID_SALUTATION',
  'INVALID_COUNTRY_CODE',
  'INVALID_PHONE',
  'INVALID_POST_NUMBER',
  'INVALID_STATION_NUMBER',
  'EMAIL_ALREADY_EXISTS',
  'DUPLICATE_ACCOUNT',
  'INTERNAL_SERVER_ERROR',
  'ACCOUNT_NOT_EXIST',
  'EMAIL_NOT_EXIST',
  'CUSTOMER_NUMBER_NOT_EXIST',
  'NO_CREDENTIALS',
  'LIGHT_USER_NO_CREDENTIALS',
  'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND',
  /** 409: an account with the provider's e-mail exists; it must prove ownership before it is linked (carries linkToken). */
  'SOCIAL_LOGIN_LINK_REQUIRED',
  /** 409: an account with the provider's e-mail exists but never confirmed that e-mail: nothing is linked. */
  'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED',
  /** 422: an Idempotency-Key sent again with another request. */
  'IDEMPOTENCY_KEY_REUSED',
  'NOT_AUTHORIZED',
  'NOT_ALLOWED_FOR_COUNTRY_CODE',
  'NOT_LOGGED_IN',
  'FORBIDDEN_CROSS_SITE',
  'TOO_MANY_REQUESTS',
  /** 503 with Retry-After: overloaded (password hashing full), shutting down, or the database unreachable. */
  'SERVICE_UNAVAILABLE',
  'NOT_FOUND',
  /** A one-time link that is unknown, used, replaced by a newer one or expired. */
  'TOKEN_INVALID',
  /** 400 on market-research confirm: the consent was confirmed before (spec section 8). */
  'ALREADY_CONFIRMED',
  'PASSWORD_TOO_COMMON',
  /** 400: change password with the current password as the new one (spec section 5). */
  'PASSWORD_UNCHANGED',
  'RECAPTCHA_INVALID',
  /** Orders (409): dispatched, not from today, or already cancelled / returned / withdrawn. */
  'ORDER_NOT_CANCELLABLE',
  'ORDER_ALREADY_CANCELLED',
  'ORDER_NOT_RETURNABLE',
  'ORDER_ALREADY_RETURNED',
  'WITHDRAWAL_NOT_POSSIBLE',
  'ORDER_ALREADY_WITHDRAWN',
  /** Addresses (409): the documented limit of active delivery addresses; an action on a deleted address. */
  'ADDRESS_LIMIT_REACHED',
  'ADDRESS_DELETED',
  /** 400 on a support request: `detail` names the field (topic, orderNumber, message). */
  'INVALID_SUPPORT_REQUEST',
  /** Basket (409): the variant is sold out. */
  'PRODUCT_SOLD_OUT',
  /** Payments (issue 11): an IBAN off the shop's pattern, with a wrong checksum or of another country. */
  'IBAN_INVALID',
  /** 409: PayPal, Ratenkauf or an invalid method asked for as the preferred payment method. */
  'PAYMENT_METHOD_NOT_PREFERABLE',
  /** 409: direct debit preferred without bank details. */
  'BANK_DETAILS_REQUIRED',
  /** 403: bank changes need the password again when the login is older than 15 minutes. */
  'PASSWORD_REQUIRED',
  /** 409 (issue 33): the change would leave the account without a way in (password, passkey, provider login). */
  'LAST_WAY_IN',
]);
export type ErrorKey = z.infer<typeof ErrorKey>;

export const ErrorBody = z.object({
  errorKey: ErrorKey,
  detail: z.string().optional(),
  customerCountryCode: z.string().optional(),
  userInfo: SocialLoginUserInfo.optional(),
  linkToken: z.string().optional(),
  /** With SOCIAL_LOGIN_CUSTOMER_NOT_FOUND for a verified e-mail: create account without password, provider linked (30 minutes). */
  signUpToken: z.string().optional(),
  /** With 409 NO_CREDENTIALS for an e-mail: opens account verification for that account (15 minutes). */
  verificationGrant: z.string().optional(),
  /** The request's trace id, in the API's log and trace store: what customer service looks up. */
  traceId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
