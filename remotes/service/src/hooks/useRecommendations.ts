import { getProducts, getRecommendations } from '@account/api-client/products';
import { currentLocale } from '@account/config';
import {
  countryOfLocale,
  recommendationRegionOfCountry,
  type Product,
  type RecommendationPlacement,
  type RecommendationReason,
} from '@account/contracts';
import { useSession } from '@account/session';
import { trackingConsent as consentOfTool } from '@account/tracking';
import { useAsync } from '@account/ui';

export interface RecommendedProduct {
  product: Product;
  reason: RecommendationReason;
}

/**
 * Top deals or the account's recommendations (spec section 7): the recommendations call with
 * the shop session id, the tracking consent, the user id and the shop's region, then the first 6
 * products. An empty or malformed answer is a failure; the pages show a friendly empty state.
 */
export function useRecommendations(placement: RecommendationPlacement) {
  const userId = useSession((state) => state.user?.customerId);
  const region = recommendationRegionOfCountry[countryOfLocale[currentLocale()]];
  // The consent tool's personalisation setting through the configured adapter; "no" while no
  // decision is stored, and then nobody's history shapes the answer.
  const trackingConsent = consentOfTool() === 'yes';
  return useAsync(
    async (): Promise<RecommendedProduct[]> => {
      const { items } = await getRecommendations({ placement, region, userId, trackingConsent });
      const { products } = await getProducts(items.map((item) => item.baseProductNo));
      if (products.length === 0) throw new Error('None of the recommended products was found');
      const reasons = new Map(items.map((item) => [item.baseProductNo, item.reason]));
      return products.map((product) => ({
        product,
        reason: reasons.get(product.baseProductNo) ?? { type: 'TOP_DEAL', category: null },
      }));
    },
    `${placement}:${region}:${userId ?? ''}:${trackingConsent}`,
  );
}
