import type { ReactNode } from 'react';
import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import { OrderStatusBadge } from '@account/ui/orders';
import { ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';

type Item = Order['items'][number];

/** Items with single price, quantity and status; a table, and cards on phones. */
export function OrderItemsTable({
  order,
  itemAction,
}: {
  order: Order;
  /** Shown in a column of its own when it renders something for the order's items. */
  itemAction: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  return (
    <DataTable<Item>
      caption={t('detail.itemsCaption', { number: order.number })}
      rows={order.items}
      rowKey={(item) => item.id}
      rowHeader={{
        key: 'article',
        header: t('detail.article'),
        cell: (item) => (
          <span css={{ display: 'flex', gap: theme.space(1.5), alignItems: 'center' }}>
            <ProductImage imagePath={item.imagePath} />
            <span>
              <ProductName name={item.title} />
              <br />
              <span
                css={{
                  color: theme.color.muted,
                  fontWeight: theme.fontWeight.regular,
                  fontSize: theme.fontSize.sm,
                }}
              >
                {t('detail.articleNo', { sku: item.sku })}
              </span>
            </span>
          </span>
        ),
      }}
      columns={[
        {
          key: 'singlePrice',
          header: t('detail.singlePrice'),
          numeric: true,
          cell: (item) => format.amount(item.singlePrice, order.currency),
        },
        {
          key: 'quantity',
          header: t('detail.quantity'),
          numeric: true,
          cell: (item) => item.quantity,
        },
        {
          key: 'total',
          header: t('detail.itemTotal'),
          numeric: true,
          cell: (item) => format.amount(item.singlePrice * item.quantity, order.currency),
        },
        {
          key: 'status',
          header: t('detail.itemStatus'),
          cell: (item) => (
            <span css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
              <OrderStatusBadge order={{ status: item.status, items: [item] }} />
              {itemAction(item)}
            </span>
          ),
        },
      ]}
    />
  );
}
