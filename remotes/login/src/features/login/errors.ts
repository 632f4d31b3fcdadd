import { ApiError } from '@account/api-client';

export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** Spec section 8: which message a failed login shows. */
export function loginErrorMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    if (error.reason === 'WRONG_CUSTOMER') return { key: 'wrongCustomer' };
    if (error.status === 403 && error.errorKey === 'NOT_ALLOWED_FOR_COUNTRY_CODE') {
      return { key: 'failedNotAllowedForCountryCode', values: { country: error.customerCountryCode ?? '' } };
    }
    if (error.status === 403) return { key: 'NotAuthorizedException' };
  }
  return { key: 'genericError' };
}

/** Spec sections 4 and 8: what a failed username check tells the customer. */
export function usernameErrorMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    switch (error.errorKey) {
      case 'CUSTOMER_NUMBER_NOT_EXIST':
        return { key: 'wrongAccountNumber' };
      case 'EMAIL_NOT_EXIST':
        return { key: 'emailUnknown' };
      case 'NO_CREDENTIALS':
      case 'LIGHT_USER_NO_CREDENTIALS':
        return { key: 'noCredentials' };
    }
  }
  return { key: 'genericError' };
}
