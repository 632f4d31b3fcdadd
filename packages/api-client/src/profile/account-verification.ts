import {
  addresses,
  VERIFICATION_GRANT_HEADER,
  type AccountVerificationRequest,
  type AccountVerificationResult,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

type Proof = CamelCased<AccountVerificationRequest>;

/**
 * Spec section 7: POST customers/verify. A customer without credentials sends the grant the
 * username step handed out; a logged-in customer needs none.
 */
export function verifyAccount(
  proof: Proof,
  verificationGrant: string | null,
): Promise<AccountVerificationResult> {
  return call(addresses.customer.verifyAccount, {
    body: proof,
    headers: verificationGrant ? { [VERIFICATION_GRANT_HEADER]: verificationGrant } : {},
    refreshOn401: verificationGrant === null,
  });
}
