import { useTranslation } from '@account/i18n';
import { shopUrl } from '@account/config';
import {
  AsyncContent,
  Button,
  EmptyState,
  Notice,
  SectionHeader,
  Skeleton,
  theme,
} from '@account/ui';
import { NS } from '../../../i18n';
import { useOrderHistory } from '../hooks/useOrderHistory';
import { OrderCard } from './OrderCard';
import { paths } from '@account/contracts';

/** orders: the history newest first, paged from the server. */
export function OrderHistoryPage() {
  const { t } = useTranslation(NS);
  const history = useOrderHistory();
  return (
    <>
      <SectionHeader
        title={t('history.title')}
        back={{ to: paths.home(), label: t('history.back') }}
      />
      <AsyncContent
        state={history.first.state}
        errorMessage={t('history.error')}
        onRetry={history.first.reload}
        skeleton={<Skeleton variant="cards" lines={3} />}
      >
        {() =>
          history.orders.length === 0 ? (
            <EmptyState
              title={t('history.empty.title')}
              body={t('history.empty.body')}
              action={<a href={shopUrl('/')}>{t('app.backToShop', { ns: 'common' })}</a>}
            />
          ) : (
            <>
              <p>{t('history.count', { count: history.totalCount })}</p>
              {history.orders.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
              <p aria-live="polite" css={{ color: theme.color.muted }}>
                {t('history.shown', { shown: history.orders.length, total: history.totalCount })}
              </p>
              {history.moreFailed && <Notice tone="error">{t('history.loadMoreError')}</Notice>}
              {history.hasMore && (
                <Button variant="secondary" busy={history.loadingMore} onClick={history.loadMore}>
                  {t('history.loadMore')}
                </Button>
              )}
            </>
          )
        }
      </AsyncContent>
    </>
  );
}
