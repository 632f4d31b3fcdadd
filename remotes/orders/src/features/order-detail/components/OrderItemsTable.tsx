import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';
import { OrderStatusTag } from '../../../components/OrderStatusTag';

const cell = { padding: theme.space(1), borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left', verticalAlign: 'top' } as const;
const numeric = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Items with single price, quantity and status; a real table, so each value has its header. */
export function OrderItemsTable({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  return (
    // Focusable, so keyboard users can scroll the table sideways on narrow screens.
    <div role="region" aria-labelledby="items-caption" tabIndex={0} css={{ overflowX: 'auto', marginBottom: theme.space(3) }}>
      <table css={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption id="items-caption" css={{ textAlign: 'left', fontSize: 22, fontWeight: 700, marginBottom: theme.space(1) }}>{t('detail.itemsCaption', { number: order.number })}</caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>{t('detail.article')}</th>
            <th scope="col" css={numeric}>{t('detail.singlePrice')}</th>
            <th scope="col" css={numeric}>{t('detail.quantity')}</th>
            <th scope="col" css={numeric}>{t('detail.itemTotal')}</th>
            <th scope="col" css={cell}>{t('detail.itemStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                <div css={{ display: 'flex', gap: theme.space(1), alignItems: 'center' }}>
                  <ProductImage imagePath={item.imagePath} />
                  <span>
                    {item.title}
                    <br />
                    <span css={{ color: theme.color.muted }}>{t('detail.articleNo', { sku: item.sku })}</span>
                  </span>
                </div>
              </th>
              <td css={numeric}>{format.amount(item.singlePrice, order.currency)}</td>
              <td css={numeric}>{item.quantity}</td>
              <td css={numeric}>{format.amount(item.singlePrice * item.quantity, order.currency)}</td>
              <td css={cell}>
                <OrderStatusTag order={{ status: item.status, items: [item] }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
