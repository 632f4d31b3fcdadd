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

/** Spec section 4: VERIFIED goes to the success page, anything else to customer-service verification. */
export const pageAfter = ({ status }: AccountVerificationResult): string =>
  status === 'VERIFIED'
    ? paths.profile.verificationSuccess()
    : paths.profile.customerServiceVerification();
