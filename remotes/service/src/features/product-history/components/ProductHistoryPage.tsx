import { shopUrl } from '@account/config';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, EmptyState, SectionHeader, Skeleton, buttonStyle, theme } from '@account/ui';
import { ProductGrid } from '@account/ui/products';
import { NS } from '../../../i18n';
import { ShopProductTile } from '../../../components/ShopProductTile';
import { useProductHistory } from '../hooks/useProductHistory';
import { AccountRecommendations } from './AccountRecommendations';

const shopLink = (label: string) => (
  <a href={shopUrl('/')} css={buttonStyle('primary')}>
    {label}
  </a>
);

/** product-history: the products viewed last, then what the shop recommends from them. */
export function ProductHistoryPage() {
  const { t } = useTranslation(NS);
  const { state, reload } = useProductHistory();
  return (
    <>
      <SectionHeader
        title={t('productHistory.title')}
        back={{ to: paths.home(), label: t('productHistory.back') }}
      />
      <p css={{ marginTop: 0 }}>{t('productHistory.intro')}</p>
      <h2 css={{ fontSize: theme.fontSize.xl }}>{t('productHistory.viewedTitle')}</h2>
      <AsyncContent
        state={state}
        errorMessage={t('productHistory.error')}
        onRetry={reload}
        skeleton={<Skeleton variant="cards" lines={2} />}
      >
        {(products) =>
          products.length === 0 ? (
            <EmptyState
              title={t('productHistory.empty.title')}
              body={t('productHistory.empty.body')}
              action={shopLink(t('productHistory.empty.action'))}
            />
          ) : (
            <ProductGrid label={t('productHistory.listLabel')}>
              {products.map((product) => (
                <ShopProductTile key={product.baseProductNo} product={product} />
              ))}
            </ProductGrid>
          )
        }
      </AsyncContent>
      <section aria-labelledby="account-recommendations" css={{ marginTop: theme.space(4) }}>
        <h2 id="account-recommendations" css={{ fontSize: theme.fontSize.xl }}>
          {t('productHistory.recommendations.title')}
        </h2>
        <AccountRecommendations />
      </section>
    </>
  );
}
