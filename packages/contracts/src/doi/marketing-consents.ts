import { z } from 'zod';

/** GET user/market-research-consent/confirm (spec section 7): the token of the mailed link. */
export const MarketResearchConfirmQuery = z.object({
  'market-research-doi-token': z.string().min(1).max(200),
});

/**
 * POST user/unsubscribe/upsell (spec section 7) with `signature`, the addition that proves the
 * link came from the mail (docs/decisions/README.md): without it anyone could unsubscribe anyone.
 */
export const UpsellUnsubscribeQuery = z.object({
  customer_id: z.string().min(1).max(100),
  email: z.string().min(1).max(254),
  signature: z.string().min(1).max(200),
});
export type UpsellUnsubscribeQuery = z.input<typeof UpsellUnsubscribeQuery>;
