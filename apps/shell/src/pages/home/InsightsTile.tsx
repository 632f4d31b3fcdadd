import { getOrdersInsights } from '@account/api-client/orders';
import { useTranslation } from '@account/i18n';
import { theme, Tile } from '@account/ui';
import { RefundState } from '@account/ui/orders';
import { paths } from '@account/contracts';
import { homeFormat } from './format';

/**
 * Figures of GET orders-insights (spec section 7): orders in total, on their way and returned;
 * below them the money back the customer waits for, or got lately (issue 40).
 */
export function InsightsTile() {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('home.insights.title')}
      load={getOrdersInsights}
      loadKey="orders-insights"
      errorMessage={t('home.insights.error')}
      to={paths.orders.history()}
    >
      {(insights) => (
        <>
          <dl
            css={{
              display: 'grid',
              // Three abreast from a 390 px phone up; two on the narrowest (320 px), where three
              // would push "Rücksendung" out of the tile.
              gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
              gap: theme.space(1),
              margin: 0,
              textAlign: 'center',
            }}
          >
            {[
              { label: t('home.insights.total'), value: insights.totalOrders },
              { label: t('home.insights.inProgress'), value: insights.ordersInProgress },
              { label: t('home.insights.returned'), value: insights.totalReturnedOrders },
            ].map((figure) => (
              <div
                key={figure.label}
                css={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  background: theme.color.subtle,
                  borderRadius: theme.radii.sm,
                  padding: `${theme.space(1)} ${theme.space(0.5)}`,
                }}
              >
                <dt css={{ fontSize: theme.fontSize.sm, color: theme.color.muted }}>
                  {figure.label}
                </dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: theme.fontSize.xxl,
                    fontWeight: theme.fontWeight.bold,
                  }}
                >
                  {homeFormat.count(figure.value)}
                </dd>
              </div>
            ))}
          </dl>
          {insights.latestRefund && (
            <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
              {t('home.insights.refund', { number: insights.latestRefund.orderNumber })}{' '}
              <RefundState
                refund={insights.latestRefund.refund}
                timeZone={insights.latestRefund.timeZone}
              />
            </p>
          )}
        </>
      )}
    </Tile>
  );
}
