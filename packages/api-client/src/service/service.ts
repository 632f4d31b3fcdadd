import type {
  ReferralProgram,
  SupportRequest,
  SupportRequestBody,
  SupportRequests,
} from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

export type SupportRequestInput = CamelCased<SupportRequestBody>;

/** POST user/support-requests: stored, mailed to the service and confirmed to the customer. */
export function postSupportRequest(input: SupportRequestInput): Promise<SupportRequest> {
  return request('customer', 'user/support-requests', { method: 'POST', body: input });
}

/** GET user/support-requests: the customer's own requests, newest first. */
export function getSupportRequests(): Promise<SupportRequests> {
  return request('customer', 'user/support-requests');
}

/** GET user/referral: the customer's referral code, personal link and rewards. */
export function getReferralProgram(): Promise<ReferralProgram> {
  return request('customer', 'user/referral');
}
