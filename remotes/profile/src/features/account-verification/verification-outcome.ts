import { ApiError } from '@account/api-client';
import { paths, type AccountVerificationResult } from '@account/contracts';

/** Why a try did not lead anywhere: too many tries, or the grant (or session) is gone. */
export type VerificationFailure = 'tooMany' | 'expired' | 'generic';

export const classifyVerificationFailure = (error: unknown): VerificationFailure =>
  error instanceof ApiError && error.status === 429
    ? 'tooMany'
    : error instanceof ApiError && error.status === 401
      ? 'expired'
      : 'generic';

/**
 * Spec sections 2 and 4: VERIFIED goes to the success page, anything else to customer-service
 * verification.
 */
export const pageAfter = ({ status }: AccountVerificationResult): string =>
  status === 'VERIFIED'
    ? paths.profile.verificationSuccess()
    : paths.profile.customerServiceVerification();

/**
 * Spec section 2: a verification that fails goes to customer-service verification too. Too many
 * tries and an expired grant stay on the form with their own notice: the first already names the
 * service's phone, the second needs a new start at login (issue 24,
 * docs/decisions/033-reference-data-and-the-rest-of-the-spec.md).
 */
export const pageAfterFailure = (failure: VerificationFailure): string | null =>
  failure === 'generic' ? paths.profile.customerServiceVerification() : null;
