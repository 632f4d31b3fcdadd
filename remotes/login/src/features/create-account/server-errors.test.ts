import { ApiError } from '@account/api-client';
import { createAccountOutcome } from './server-errors';

describe('create-account errors (spec section 8)', () => {
  it('shows a field error with the server detail', () => {
    expect(
      createAccountOutcome(new ApiError('UNKNOWN', 400, 'INVALID_ZIP_CODE', 'Bitte PLZ prüfen.')),
    ).toEqual({
      kind: 'field',
      field: 'zipCode',
      detail: 'Bitte PLZ prüfen.',
    });
  });

  it('maps invalid and existing e-mail to their messages and a duplicate account to the password step', () => {
    expect(createAccountOutcome(new ApiError('UNKNOWN', 400, 'EMAIL_INVALID'))).toEqual({
      kind: 'message',
      message: { key: 'createAccount.invalidEmailError' },
    });
    expect(createAccountOutcome(new ApiError('UNKNOWN', 409, 'EMAIL_ALREADY_EXISTS'))).toEqual({
      kind: 'message',
      message: { key: 'createAccount.emailExistsError' },
    });
    expect(createAccountOutcome(new ApiError('UNKNOWN', 409, 'DUPLICATE_ACCOUNT'))).toEqual({
      kind: 'passwordStep',
    });
  });

  it('falls back to the generic error', () => {
    expect(createAccountOutcome(new ApiError('UNKNOWN', 500, 'INTERNAL_SERVER_ERROR'))).toEqual({
      kind: 'message',
      message: { key: 'genericError' },
    });
    expect(createAccountOutcome(new Error('x'))).toEqual({
      kind: 'message',
      message: { key: 'genericError' },
    });
  });
});
