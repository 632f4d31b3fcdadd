// The service area's endpoints (the customer service): support requests and the referral.
import { z } from 'zod';
import { ReferralProgram } from './referrals';
import { SupportRequest, SupportRequestBody, SupportRequests } from './support-request';
import { declareEndpoints } from '../catalogue/endpoint';

export const serviceEndpoints = declareEndpoints({
  createSupportRequest: {
    service: 'customer',
    method: 'POST',
    path: '/user/support-requests',
    summary: 'Send a support request (contact form)',
    access: 'customer',
    status: 201,
    errorKeys: ['INVALID_SUPPORT_REQUEST', 'EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
    body: SupportRequestBody,
    response: SupportRequest,
  },
  supportRequests: {
    service: 'customer',
    method: 'GET',
    path: '/user/support-requests',
    summary: "The customer's support requests",
    access: 'customer',
    response: SupportRequests,
  },
  supportRequest: {
    service: 'customer',
    method: 'GET',
    path: '/user/support-requests/:id',
    summary: 'One support request',
    access: 'customer',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ id: z.string() }),
    response: SupportRequest,
  },
  referral: {
    service: 'customer',
    method: 'GET',
    path: '/user/referral',
    summary: "The customer's referral code and reward",
    access: 'customer',
    response: ReferralProgram,
  },
});
