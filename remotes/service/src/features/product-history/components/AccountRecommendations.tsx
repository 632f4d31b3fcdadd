import { useTranslation } from '@account/i18n';
import { Skeleton } from '@account/ui';
import { ProductGrid } from '@account/ui/products';
import type { RecommendationReason } from '@account/contracts';
import { NS } from '../../../i18n';
import { RecommendationsUnavailable } from '../../../components/RecommendationsUnavailable';
import { ShopProductTile } from '../../../components/ShopProductTile';
import { useRecommendations } from '../../../hooks/useRecommendations';

function useReasonText() {
  const { t } = useTranslation(NS);
  return (reason: RecommendationReason) =>
    reason.type === 'TOP_DEAL' || !reason.category
      ? t('recommendations.reason.TOP_DEAL')
      : t(`recommendations.reason.${reason.type}`, {
          category: t(`recommendations.category.${reason.category}`),
        });
}

/**
 * The account's recommendations, each with why it is shown. No answer, an empty or a malformed
 * one: a friendly note instead of an error page, with a retry.
 */
export function AccountRecommendations() {
  const { t } = useTranslation(NS);
  const reasonText = useReasonText();
  const { state, reload } = useRecommendations('account');
  if (state.status === 'loading') return <Skeleton variant="cards" lines={2} />;
  if (state.status === 'error')
    return <RecommendationsUnavailable message={t('recommendations.empty')} onRetry={reload} />;
  return (
    <ProductGrid label={t('productHistory.recommendations.title')}>
      {state.data.map(({ product, reason }) => (
        <ShopProductTile key={product.baseProductNo} product={product} note={reasonText(reason)} />
      ))}
    </ProductGrid>
  );
}
