import { addresses } from '@account/contracts';
import type {
  ReferralProgram,
  SupportRequest,
  SupportRequestBody,
  SupportRequests,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

export type SupportRequestInput = CamelCased<SupportRequestBody>;

/** POST user/support-requests: stored, mailed to the service and confirmed to the customer. */
export function postSupportRequest(input: SupportRequestInput): Promise<SupportRequest> {
  return call(addresses.customer.createSupportRequest, { body: input });
}

/** GET user/support-requests: the customer's own requests, newest first. */
export function getSupportRequests(): Promise<SupportRequests> {
  return call(addresses.customer.supportRequests);
}

/** GET user/referral: the customer's referral code, personal link and rewards. */
export function getReferralProgram(): Promise<ReferralProgram> {
  return call(addresses.customer.referral);
}
