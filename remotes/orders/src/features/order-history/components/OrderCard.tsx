import { Link } from '@account/router';
import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';
import { OrderStatusTag } from '../../../components/OrderStatusTag';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';
import { paths } from '@account/contracts';

const PREVIEW_ITEMS = 3;

/** One order of the history: number, date, total, status and a preview of its items. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const hidden = order.items.length - PREVIEW_ITEMS;
  return (
    <article
      aria-labelledby={`order-${order.number}`}
      css={{ border: `1px solid ${theme.color.border}`, padding: theme.space(2), marginBottom: theme.space(2) }}
    >
      <h2 id={`order-${order.number}`} css={{ fontSize: 20, margin: `0 0 ${theme.space(1)}` }}>
        <Link to={paths.orders.detail(order.number)} css={{ color: theme.color.text }}>
          {t('history.orderNumber')} {order.number}
        </Link>
      </h2>
      <dl css={{ display: 'flex', flexWrap: 'wrap', gap: `${theme.space(1)} ${theme.space(4)}`, margin: `0 0 ${theme.space(2)}`, dd: { margin: 0, fontWeight: 700 } }}>
        <div>
          <dt>{t('history.placedOn')}</dt>
          <dd>{format.date(order.placedAtDateAndTime, order.timeZone)}</dd>
        </div>
        <div>
          <dt>{t('history.total')}</dt>
          <dd>{format.amount(order.total, order.currency)}</dd>
        </div>
        <div>
          <dt>{t('history.status')}</dt>
          <dd>
            <OrderStatusTag order={order} />
          </dd>
        </div>
      </dl>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        {order.items.slice(0, PREVIEW_ITEMS).map((item) => (
          <li key={item.id} css={{ display: 'flex', gap: theme.space(1), alignItems: 'center', maxWidth: 280 }}>
            <ProductImage imagePath={item.imagePath} />
            <span>
              {item.title}
              <br />
              <span css={{ color: theme.color.muted }}>{t('history.quantity', { quantity: item.quantity })}</span>
            </span>
          </li>
        ))}
        {hidden > 0 && <li css={{ alignSelf: 'center', color: theme.color.muted }}>{t('history.moreItems', { count: hidden })}</li>}
      </ul>
    </article>
  );
}
