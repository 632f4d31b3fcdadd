import { ApiError } from '@account/api-client';
import { usernameOutcome } from './username-outcome';

const de = { swiss: false, lightAccount: true };
const ch = { swiss: true, lightAccount: true };
const failure = (status: number, key: string) => new ApiError('UNKNOWN', status, key as never);

describe('confirm username outcomes (spec section 4)', () => {
  it('goes to the password step for a known account', () => {
    expect(usernameOutcome(null, 'email', de)).toEqual({ step: 'password' });
  });

  it('creates an account for an unknown e-mail, a light account on the Swiss shop when the flag is on', () => {
    expect(usernameOutcome(failure(404, 'EMAIL_NOT_EXIST'), 'email', de)).toEqual({
      step: 'createAccount',
    });
    expect(usernameOutcome(failure(404, 'EMAIL_NOT_EXIST'), 'email', ch)).toEqual({
      step: 'lightAccount',
    });
    expect(
      usernameOutcome(failure(404, 'EMAIL_NOT_EXIST'), 'email', {
        swiss: true,
        lightAccount: false,
      }),
    ).toEqual({ step: 'createAccount' });
  });

  it('names an unknown customer number', () => {
    expect(
      usernameOutcome(failure(404, 'CUSTOMER_NUMBER_NOT_EXIST'), 'customerNumber', de),
    ).toEqual({ step: 'username', message: { key: 'wrongAccountNumber' } });
  });

  it('verifies the account for no credentials by e-mail, and shows the no-credentials state by customer number', () => {
    expect(usernameOutcome(failure(409, 'NO_CREDENTIALS'), 'email', de).step).toBe(
      'accountVerification',
    );
    expect(usernameOutcome(failure(409, 'NO_CREDENTIALS'), 'customerNumber', de).step).toBe(
      'noCredentials',
    );
  });

  it('passes on the verification grant that opens the account-verification pages', () => {
    const error = new ApiError('UNKNOWN', 409, 'NO_CREDENTIALS', null, null, null, null, 'grant-1');
    expect(usernameOutcome(error, 'email', de)).toEqual({
      step: 'accountVerification',
      verificationGrant: 'grant-1',
    });
  });

  it('opens the set-password modal for a light user without credentials', () => {
    expect(usernameOutcome(failure(409, 'LIGHT_USER_NO_CREDENTIALS'), 'email', ch)).toEqual({
      step: 'username',
      lightUserModal: true,
    });
  });

  it('shows the generic error for failures and a throttle message for 429', () => {
    expect(usernameOutcome(new ApiError('CONNECTION', null, null), 'email', de).message).toEqual({
      key: 'genericError',
    });
    expect(usernameOutcome(failure(429, 'TOO_MANY_REQUESTS'), 'email', de).message).toEqual({
      key: 'tooManyRequests',
      tone: 'warning',
    });
  });
});
