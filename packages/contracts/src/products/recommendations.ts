import { z } from 'zod';
import { SHOP_SESSION_ID_PATTERN } from './shop-session';

export const RecommendationRegion = z.enum(['hseDE', 'hseAT', 'hseCH']);
export type RecommendationRegion = z.infer<typeof RecommendationRegion>;

/** Top deals (the shop's offers) or the account's own recommendations. */
export const RecommendationPlacement = z.enum(['topDeals', 'account']);
export type RecommendationPlacement = z.infer<typeof RecommendationPlacement>;

/** GET recommendations (spec section 7): session id, tracking consent, user id and region. */
export const RecommendationsQuery = z.object({
  session_id: z.string().regex(SHOP_SESSION_ID_PATTERN),
  tracking_consent: z.enum(['true', 'false']),
  user_id: z.string().max(64).optional(),
  region: RecommendationRegion,
  placement: RecommendationPlacement.default('topDeals'),
});

/**
 * Why a product is recommended: a category of the customer's orders or viewed products (only
 * with consent), or simply one of the region's best deals.
 */
export const RecommendationReason = z.object({
  type: z.enum(['CATEGORY_OF_ORDERS', 'CATEGORY_OF_VIEWS', 'TOP_DEAL']),
  category: z.string().nullable(),
});
export type RecommendationReason = z.infer<typeof RecommendationReason>;

export const Recommendations = z.object({
  personalised: z.boolean(),
  items: z.array(z.object({ baseProductNo: z.string(), reason: RecommendationReason })),
});
export type Recommendations = z.infer<typeof Recommendations>;
