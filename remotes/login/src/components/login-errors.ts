import { ApiError } from '@account/api-client';
import type { Message } from './message';

/** Spec section 8: which message a failed login shows. */
export function loginErrorMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    if (error.reason === 'WRONG_CUSTOMER') return { key: 'wrongCustomer' };
    if (error.status === 403 && error.errorKey === 'NOT_ALLOWED_FOR_COUNTRY_CODE') {
      return {
        key: 'failedNotAllowedForCountryCode',
        values: { country: error.customerCountryCode ?? '' },
        tone: 'warning',
      };
    }
    if (error.status === 403) return { key: 'NotAuthorizedException' };
    if (error.status === 429) return { key: 'tooManyRequests', tone: 'warning' };
  }
  return { key: 'genericError' };
}
