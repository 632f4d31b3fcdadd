import { getOrders } from '@account/api-client/orders';
import { useTranslation } from '@account/i18n';
import { shopUrl } from '@account/config';
import { Skeleton, theme, Tile } from '@account/ui';
import { OrderStatusBadge, OrderTracking, StepperSkeleton } from '@account/ui/orders';
import { homeFormat } from './format';
import { paths } from '@account/contracts';

/** Spec section 9: the latest-order check asks for one order. */
const LATEST = 1;
/** Most orders track in four steps; the placeholder takes their height. */
const TRACKING_STEPS = 4;

/** "Where is my order?": the latest order with its status and tracking step, leading to the order. */
export function LatestOrderTile() {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('home.latestOrder.title')}
      load={() => getOrders({ limit: LATEST })}
      loadKey="latest-order"
      errorMessage={t('home.latestOrder.error')}
      to={paths.orders.history()}
      skeleton={
        <Skeleton lines={2}>
          <StepperSkeleton steps={TRACKING_STEPS} />
        </Skeleton>
      }
    >
      {({ orders: [order] }) =>
        order ? (
          <>
            <div
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: theme.space(1),
              }}
            >
              <span>
                {t('home.latestOrder.number', {
                  number: order.number,
                  date: homeFormat.date(order.placedAtDateAndTime, order.timeZone),
                })}
              </span>
              <OrderStatusBadge order={order} />
            </div>
            <p css={{ margin: 0, fontWeight: theme.fontWeight.bold }}>
              {t('home.latestOrder.total', {
                amount: homeFormat.amount(order.total, order.currency),
              })}
            </p>
            <OrderTracking order={order} none={t('home.latestOrder.trackingNone')} />
          </>
        ) : (
          <p css={{ margin: 0 }}>
            {t('home.latestOrder.none')} <a href={shopUrl('/')}>{t('app.backToShop')}</a>
          </p>
        )
      }
    </Tile>
  );
}
