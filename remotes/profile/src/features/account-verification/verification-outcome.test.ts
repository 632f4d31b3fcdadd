import { ApiError } from '@account/api-client';
import { classifyVerificationFailure, pageAfter, pageAfterFailure } from './verification-outcome';

describe('account verification outcomes (spec section 4)', () => {
  it('leads VERIFIED to success and anything else to customer-service verification', () => {
    expect(pageAfter({ status: 'VERIFIED' })).toBe('/account-verification/success');
    expect(pageAfter({ status: 'NOT_VERIFIED' })).toBe(
      '/account-verification/customer-service-verification',
    );
  });
  it('tells throttling and an expired grant apart from other failures', () => {
    expect(classifyVerificationFailure(new ApiError('UNKNOWN', 429, 'TOO_MANY_REQUESTS'))).toBe(
      'tooMany',
    );
    expect(classifyVerificationFailure(new ApiError('UNKNOWN', 401, 'NOT_LOGGED_IN'))).toBe(
      'expired',
    );
    expect(classifyVerificationFailure(new ApiError('CONNECTION', null, null))).toBe('generic');
  });
  it('leads a failed verification to customer-service verification, unless throttled or expired', () => {
    expect(pageAfterFailure('generic')).toBe('/account-verification/customer-service-verification');
    expect(pageAfterFailure('tooMany')).toBeNull();
    expect(pageAfterFailure('expired')).toBeNull();
  });
});
