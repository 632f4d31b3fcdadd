import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, supportTopics } from './support-rules';

/**
 * POST user/support-requests, snake_case on the wire (spec section 7 leaves the payload open).
 * Lengths and the e-mail are checked by the route, so each refusal names its field.
 */
export const SupportRequestBody = z.strictObject({
  topic: z.enum(supportTopics),
  order_number: z.string().optional(),
  message: z.string().max(SUPPORT_MESSAGE_MAX * 2),
  email: z.string().max(1000),
});
export type SupportRequestBody = z.input<typeof SupportRequestBody>;

export const SupportRequest = z.object({
  id: z.string(),
  topic: z.enum(supportTopics),
  orderNumber: z.string().nullable(),
  message: z.string(),
  email: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

export const SupportRequests = z.object({ requests: z.array(SupportRequest) });
export type SupportRequests = z.infer<typeof SupportRequests>;
