import {
  addresses,
  MAX_PRODUCT_TILES,
  type Products,
  type RecentlyViewed,
  type Recommendations,
  type RecommendationPlacement,
  type RecommendationRegion,
} from '@account/contracts';
import { shopSessionId } from './shop-session';
import { call } from '@account/api-client';

/**
 * GET products for a list of ids (spec section 7): the first 6, or `maxItems` of them (the
 * returns page asks for all items of an order); an empty list asks nothing.
 */
export function getProducts(
  baseProductNos: readonly string[],
  maxItems = MAX_PRODUCT_TILES,
): Promise<Products> {
  const ids = baseProductNos.slice(0, maxItems);
  if (ids.length === 0) return Promise.resolve({ products: [] });
  return call(addresses.products.products, {
    query: {
      baseProductNo: ids.join(','),
      returnShortResponse: false,
      campaigns: false,
      salesChannel: 'CLASSIC_SHOP',
    },
  });
}

/** The customer's viewed products, most recent first. */
export function getRecentlyViewed(): Promise<RecentlyViewed> {
  return call(addresses.products.recentlyViewed);
}

/** What the shop posts when a logged-in customer opens a product page. */
export function recordProductView(baseProductNo: string): Promise<void> {
  return call(addresses.products.productViewed, { body: { baseProductNo } });
}

/**
 * GET recommendations (spec section 7) with the shop session id, the tracking consent, the user
 * id and the region. An empty or malformed answer counts as failure: it throws.
 */
export async function getRecommendations({
  placement,
  region,
  userId,
  trackingConsent,
}: {
  placement: RecommendationPlacement;
  region: RecommendationRegion;
  userId: string | undefined;
  trackingConsent: boolean;
}): Promise<Recommendations> {
  const answer = await call(addresses.products.recommendations, {
    query: { sessionId: shopSessionId(), trackingConsent, userId, region, placement },
  });
  const items = (answer as Partial<Recommendations> | null)?.items;
  if (
    !Array.isArray(items) ||
    items.length === 0 ||
    !items.every((item) => typeof item?.baseProductNo === 'string')
  )
    throw new Error('Empty or malformed recommendations');
  return answer as Recommendations;
}
