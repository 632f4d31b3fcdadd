import { useTranslation } from '@account/i18n';
import { Card, Skeleton, theme } from '@account/ui';
import { ProductGrid } from '@account/ui/products';
import { NS } from '../../../i18n';
import { RecommendationsUnavailable } from '../../../components/RecommendationsUnavailable';
import { ShopProductTile } from '../../../components/ShopProductTile';
import { useRecommendations } from '../../../hooks/useRecommendations';

/** The id the newsletter confirmation links to (`/home#top-deals`). */
export const TOP_DEALS_ANCHOR = 'top-deals';

/**
 * Top deals on the account home, across the whole row: up to 6 offers of the shop's region. A
 * failed, empty or malformed answer shows a friendly note with a retry, never an error page.
 */
export function TopDealsTile() {
  const { t } = useTranslation(NS);
  const { state, reload } = useRecommendations('topDeals');
  return (
    <div id={TOP_DEALS_ANCHOR} css={{ gridColumn: '1 / -1', scrollMarginTop: theme.space(2) }}>
      <Card title={t('topDeals.title')}>
        {state.status === 'loading' && <Skeleton variant="cards" lines={2} />}
        {state.status === 'error' && (
          <RecommendationsUnavailable message={t('topDeals.empty')} onRetry={reload} />
        )}
        {state.status === 'success' && (
          <ProductGrid label={t('topDeals.title')}>
            {state.data.map(({ product }) => (
              <ShopProductTile key={product.baseProductNo} product={product} />
            ))}
          </ProductGrid>
        )}
      </Card>
    </div>
  );
}
