import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Card, theme } from '@account/ui';
import { OrderStatusBadge } from '@account/ui/orders';
import { ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';
import { useArrival } from '../../../components/useArrival';
import { Shipments } from '../../../components/Shipments';
import { paths } from '@account/contracts';

const PREVIEW_ITEMS = 3;

/**
 * One order of the history: number, date, total, status, its parcels to follow and a preview of
 * its items; the whole card leads to the order.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const hidden = order.items.length - PREVIEW_ITEMS;
  const arrival = useArrival(order);
  return (
    <div css={{ marginBottom: theme.space(2) }}>
      <Card
        to={paths.orders.detail(order.number)}
        title={`${t('history.orderNumber')} ${order.number}`}
        aside={<OrderStatusBadge order={order} />}
      >
        <dl
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: `${theme.space(1)} ${theme.space(4)}`,
            margin: 0,
            dt: { color: theme.color.muted, fontSize: theme.fontSize.sm },
            dd: { margin: 0, fontWeight: theme.fontWeight.bold },
          }}
        >
          <div>
            <dt>{t('history.placedOn')}</dt>
            <dd>{format.date(order.placedAtDateAndTime, order.timeZone)}</dd>
          </div>
          <div>
            <dt>{t('history.total')}</dt>
            <dd>{format.amount(order.total, order.currency)}</dd>
          </div>
          {arrival && (
            <div>
              <dt>{arrival.label}</dt>
              <dd>{arrival.day}</dd>
            </div>
          )}
        </dl>
        <Shipments order={order} headingLevel={3} brief />
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
          }}
        >
          {order.items.slice(0, PREVIEW_ITEMS).map((item) => (
            <li
              key={item.id}
              css={{
                display: 'flex',
                gap: theme.space(1),
                alignItems: 'center',
                maxWidth: theme.size.sideColumn,
              }}
            >
              <ProductImage imagePath={item.imagePath} />
              <span>
                <ProductName name={item.title} />
                <br />
                <span css={{ color: theme.color.muted }}>
                  {t('history.quantity', { quantity: item.quantity })}
                </span>
              </span>
            </li>
          ))}
          {hidden > 0 && (
            <li css={{ alignSelf: 'center', color: theme.color.muted }}>
              {t('history.moreItems', { count: hidden })}
            </li>
          )}
        </ul>
      </Card>
    </div>
  );
}
