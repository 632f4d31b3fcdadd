import { ApiError } from '@account/api-client';
import { loginErrorMessage, usernameErrorMessage } from './errors';

describe('login messages (spec section 8)', () => {
  it('names the customer country when login is not allowed on this shop', () => {
    const error = new ApiError('REJECTED', 403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', null, 'AT');
    expect(loginErrorMessage(error)).toEqual({ key: 'failedNotAllowedForCountryCode', values: { country: 'AT' } });
  });

  it('shows the unknown-combination message for any other 403', () => {
    expect(loginErrorMessage(new ApiError('REJECTED', 403, 'NOT_AUTHORIZED'))).toEqual({ key: 'NotAuthorizedException' });
  });

  it('shows the wrong-customer message for WRONG_CUSTOMER', () => {
    expect(loginErrorMessage(new ApiError('WRONG_CUSTOMER', null, null))).toEqual({ key: 'wrongCustomer' });
  });

  it('falls back to the generic error for server errors, lost connections and anything else', () => {
    expect(loginErrorMessage(new ApiError('UNKNOWN', 500, 'INTERNAL_SERVER_ERROR'))).toEqual({ key: 'genericError' });
    expect(loginErrorMessage(new ApiError('CONNECTION', null, null))).toEqual({ key: 'genericError' });
    expect(loginErrorMessage(new Error('recaptcha'))).toEqual({ key: 'genericError' });
  });

  it('maps the username check outcomes', () => {
    expect(usernameErrorMessage(new ApiError('UNKNOWN', 404, 'CUSTOMER_NUMBER_NOT_EXIST'))).toEqual({ key: 'wrongAccountNumber' });
    expect(usernameErrorMessage(new ApiError('UNKNOWN', 404, 'EMAIL_NOT_EXIST'))).toEqual({ key: 'emailUnknown' });
    expect(usernameErrorMessage(new ApiError('UNKNOWN', 409, 'NO_CREDENTIALS'))).toEqual({ key: 'noCredentials' });
    expect(usernameErrorMessage(new ApiError('CONNECTION', null, null))).toEqual({ key: 'genericError' });
  });
});
