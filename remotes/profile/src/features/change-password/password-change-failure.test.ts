import { ApiError } from '@account/api-client';
import { classifyPasswordChangeFailure } from './password-change-failure';

describe('change password errors (spec section 8)', () => {
  it.each([
    [403, 'NOT_AUTHORIZED', 'wrongPassword'],
    [410, 'TOKEN_INVALID', 'wrongToken'],
    [400, 'PASSWORD_UNCHANGED', 'sameAsCurrent'],
    [400, 'PASSWORD_TOO_COMMON', 'tooCommon'],
    [400, 'BAD_REQUEST', 'generic'],
    [500, 'INTERNAL_SERVER_ERROR', 'generic'],
  ])('%s %s → %s', (status, key, expected) => {
    expect(classifyPasswordChangeFailure(new ApiError('UNKNOWN', status, key as never))).toBe(
      expected,
    );
  });
  it('treats no answer as generic', () => {
    expect(classifyPasswordChangeFailure(new ApiError('CONNECTION', null, null))).toBe('generic');
  });
});
