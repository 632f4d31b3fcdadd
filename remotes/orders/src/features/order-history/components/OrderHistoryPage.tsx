import { useState } from 'react';
import { Link } from '@account/router';
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
import { useOrderFilters } from '../hooks/useOrderFilters';
import { OrderCard } from './OrderCard';
import { OrderFilters } from './OrderFilters';
import { paths } from '@account/contracts';

/** orders: the history newest first (or oldest first), paged from the server, filtered by the address. */
export function OrderHistoryPage() {
  const { t } = useTranslation(NS);
  const find = useOrderFilters();
  const history = useOrderHistory(find.filters, find.key);
  // The year choices stay while the next filters load, so the form does not lose them.
  const [years, setYears] = useState<number[]>([]);
  if (history.years.length > 0 && history.years !== years) setYears(history.years);
  const sortedOldest = find.sort === 'oldest';
  const sortLink = new URLSearchParams(
    Object.entries({ ...find.filters, sort: sortedOldest ? '' : 'oldest' }).filter(
      (entry): entry is [string, string] => !!entry[1],
    ),
  );
  return (
    <>
      <SectionHeader
        title={t('history.title')}
        back={{ to: paths.home(), label: t('history.back') }}
      />
      {(find.filtered || years.length > 0) && (
        <OrderFilters key={find.key} filters={find.filters} years={years} onApply={find.apply} />
      )}
      <AsyncContent
        state={history.first.state}
        errorMessage={t('history.error')}
        onRetry={history.first.reload}
        skeleton={<Skeleton variant="cards" lines={3} />}
      >
        {() =>
          history.orders.length === 0 ? (
            find.filtered ? (
              <>
                <p aria-live="polite">{t('history.found', { count: 0 })}</p>
                <EmptyState
                  title={t('history.noneFound.title')}
                  body={t('history.noneFound.body')}
                  action={<Link to={{ search: '' }}>{t('history.filters.reset')}</Link>}
                />
              </>
            ) : (
              <EmptyState
                title={t('history.empty.title')}
                body={t('history.empty.body')}
                action={<a href={shopUrl('/')}>{t('app.backToShop', { ns: 'common' })}</a>}
              />
            )
          ) : (
            <>
              <div
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  columnGap: theme.space(2),
                }}
              >
                <p aria-live="polite">
                  {find.filtered
                    ? t('history.found', { count: history.totalCount })
                    : t('history.count', { count: history.totalCount })}{' '}
                  <span css={{ color: theme.color.muted }}>
                    {sortedOldest
                      ? t('history.filters.sortedOldest')
                      : t('history.filters.sortedNewest')}
                  </span>
                </p>
                <p>
                  <Link to={{ search: sortLink.toString() }}>
                    {sortedOldest
                      ? t('history.filters.showNewest')
                      : t('history.filters.showOldest')}
                  </Link>
                </p>
              </div>
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
