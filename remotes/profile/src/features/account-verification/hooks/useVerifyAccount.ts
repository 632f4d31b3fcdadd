import { useNavigate } from '@account/router';
import { verifyAccount } from '@account/api-client/profile';
import { verificationGrant } from '@account/session';
import { useSubmit } from '@account/ui/forms';
import type { CamelProof } from '../proof';
import { classifyVerificationFailure, pageAfter, pageAfterFailure } from '../verification-outcome';

/**
 * Spec section 4: init → verify → completed, then the success or the customer-service page; a
 * failed verification leads to the customer-service page as well (spec section 2).
 */
export function useVerifyAccount() {
  const navigate = useNavigate();
  const verification = useSubmit(async (proof: CamelProof) => {
    // The grant stays stored after success: the service used it up, and it still lets the
    // guard show the success page to a customer who is not logged in.
    const result = await verifyAccount(proof, verificationGrant());
    await navigate(pageAfter(result));
  }, classifyVerificationFailure);
  const submit = async (proof: CamelProof) => {
    const outcome = await verification.submit(proof);
    const page = outcome && !outcome.ok ? pageAfterFailure(outcome.failure) : null;
    if (page) await navigate(page);
  };
  return { ...verification, submit };
}
