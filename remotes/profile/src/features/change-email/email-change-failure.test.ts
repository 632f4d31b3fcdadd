import { ApiError } from '@account/api-client';
import { classifyEmailChangeFailure } from './email-change-failure';

const failure = (status: number | null, key: string | null) =>
  new ApiError(status === 403 ? 'REJECTED' : 'UNKNOWN', status, key as never);

describe('change e-mail errors (spec section 8)', () => {
  it.each([
    [403, 'NOT_AUTHORIZED', 'wrongPassword'],
    [400, 'EMAIL_ALREADY_EXISTS', 'sameEmail'],
    [400, 'EMAIL_INVALID', 'invalidEmail'],
    [400, 'BAD_REQUEST', 'invalidEmail'],
    [500, 'INTERNAL_SERVER_ERROR', 'generic'],
    [429, 'TOO_MANY_REQUESTS', 'tooMany'],
    [null, null, 'generic'],
  ])('%s %s → %s', (status, key, expected) => {
    expect(classifyEmailChangeFailure(failure(status, key))).toBe(expected);
  });
  it('treats anything thrown that is no answer as generic', () => {
    expect(classifyEmailChangeFailure(new Error('x'))).toBe('generic');
  });
});
