import type { ReactNode } from 'react';
import type { Availability, Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import { OrderStatusBadge } from '@account/ui/orders';
import { AvailabilityBadge, ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';
import type { ProductsAvailability } from '../../../hooks/useAvailability';

type Item = Order['items'][number];

/** Why the customer sent an item back, when they said (the order's `returns`, issue 40). */
const returnReasonOf = (order: Order, item: Item) =>
  order.returns
    ?.flatMap((entry) => entry.itemReasons ?? [])
    .find((entry) => entry.itemId === item.id)?.reason;

/**
 * Items with single price, quantity and status (with why a returned one went back, and "ausverkauft"
 * for what is sold out today); a table, and cards on phones.
 */
export function OrderItemsTable({
  order,
  stock,
  itemAction,
}: {
  order: Order;
  /** Today's stock by base product number; the page's one source for "ausverkauft". */
  stock: ProductsAvailability;
  /**
   * Shown under the item's status when it renders something for the item; its stock is null
   * while the products service has not answered.
   */
  itemAction: (item: Item, availability: Availability | null | undefined) => ReactNode;
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
          cell: (item) => {
            const reason = returnReasonOf(order, item);
            const availability = stock.settled ? stock.availability.get(item.baseProductNo) : null;
            return (
              <span
                css={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  gap: theme.space(1),
                  // On a phone's card the values stand on the right, across from their labels.
                  [theme.media.phone]: { alignItems: 'flex-end', textAlign: 'right' },
                }}
              >
                <OrderStatusBadge order={{ status: item.status, items: [item] }} />
                {reason && (
                  <span>{t('detail.returnReason', { reason: t(`returns.reason.${reason}`) })}</span>
                )}
                {availability === 'SOLD_OUT' && <AvailabilityBadge availability={availability} />}
                {itemAction(item, availability)}
              </span>
            );
          },
        },
      ]}
    />
  );
}
