import { ApiError } from '@account/api-client';
import { loginErrorMessage } from './login-errors';

describe('login messages (spec section 8)', () => {
  it('names the customer country when login is not allowed on this shop', () => {
    const error = new ApiError('REJECTED', 403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', null, 'AT');
    expect(loginErrorMessage(error)).toEqual({
      key: 'failedNotAllowedForCountryCode',
      values: { country: 'AT' },
      tone: 'warning',
    });
  });

  it('shows the unknown-combination message for any other 403', () => {
    expect(loginErrorMessage(new ApiError('REJECTED', 403, 'NOT_AUTHORIZED'))).toEqual({
      key: 'NotAuthorizedException',
    });
  });

  it('shows the wrong-customer message for WRONG_CUSTOMER', () => {
    expect(loginErrorMessage(new ApiError('WRONG_CUSTOMER', null, null))).toEqual({
      key: 'wrongCustomer',
    });
  });

  it('falls back to the generic error for server errors, lost connections and anything else', () => {
    expect(loginErrorMessage(new ApiError('UNKNOWN', 500, 'INTERNAL_SERVER_ERROR'))).toEqual({
      key: 'genericError',
    });
    expect(loginErrorMessage(new ApiError('CONNECTION', null, null))).toEqual({
      key: 'genericError',
    });
    expect(loginErrorMessage(new Error('recaptcha'))).toEqual({ key: 'genericError' });
  });

  it('tells a throttled customer to wait', () => {
    expect(loginErrorMessage(new ApiError('UNKNOWN', 429, 'TOO_MANY_REQUESTS'))).toEqual({
      key: 'tooManyRequests',
      tone: 'warning',
    });
  });
});
