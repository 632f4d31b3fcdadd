import type { ReactNode } from 'react';
import type { Availability, Order, OrderReturn } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { SectionHeader, theme } from '@account/ui';
import { OrderStatusBadge } from '@account/ui/orders';
import { NS } from '../../../i18n';
import { OrderScreen } from '../../../components/OrderScreen';
import { shopFormat } from '../../../components/format';
import { useArrival } from '../../../components/useArrival';
import { useAvailability } from '../../../hooks/useAvailability';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderSummary } from './OrderSummary';
import { ReturnNotices } from './ReturnNotices';
import { TrackingSteps } from './TrackingSteps';
import { Shipments } from '../../../components/Shipments';
import { Refunds } from './Refunds';
import { paths } from '@account/contracts';

interface OrderDetailPageProps {
  /**
   * What a customer can do with the order (cancel, withdraw, return, buy again); composed by the
   * remote's root.
   */
  actions: (order: Order, update: (order: Order) => void) => ReactNode;
  /**
   * What a customer can do with one item (buy it again), knowing its stock as the page shows it:
   * null while the products service has not answered, undefined when it does not know the item.
   */
  itemAction: (
    order: Order,
    item: Order['items'][number],
    availability: Availability | null | undefined,
  ) => ReactNode;
  /** The order's documents (invoices to download), below the summary. */
  documents: (order: Order) => ReactNode;
  /** What a customer can do with an open return (download its label). */
  returnAction: (order: Order, entry: OrderReturn) => ReactNode;
}

function OrderDetail({
  order,
  actions,
  itemAction,
  documents,
  returnAction,
}: {
  order: Order;
  actions: ReactNode;
  itemAction: (
    item: Order['items'][number],
    availability: Availability | null | undefined,
  ) => ReactNode;
  documents: ReactNode;
  returnAction: (entry: OrderReturn) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const arrival = useArrival(order);
  const stock = useAvailability(order.items.map((item) => item.baseProductNo));
  return (
    <>
      <SectionHeader
        title={t('detail.title', { number: order.number })}
        back={{ to: paths.orders.history(), label: t('detail.back') }}
      />
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
        <span>
          {t('detail.placedOn', {
            date: format.date(order.placedAtDateAndTime, order.timeZone),
            time: format.time(order.placedAtDateAndTime, order.timeZone),
          })}
        </span>
        <OrderStatusBadge order={order} />
      </p>
      {arrival && (
        <p>
          {arrival.label} <strong>{arrival.day}</strong>
        </p>
      )}
      <ReturnNotices order={order} returnAction={returnAction} />
      <Refunds order={order} />
      {actions}
      <TrackingSteps order={order} />
      <Shipments order={order} />
      <OrderItemsTable order={order} stock={stock} itemAction={itemAction} />
      <OrderSummary order={order} />
      {documents}
    </>
  );
}

/** orders/{id}: everything about one order, with the actions it still allows. */
export function OrderDetailPage({
  actions,
  itemAction,
  documents,
  returnAction,
}: OrderDetailPageProps) {
  return (
    <OrderScreen>
      {(order, update) => (
        <OrderDetail
          order={order}
          actions={actions(order, update)}
          itemAction={(item, availability) => itemAction(order, item, availability)}
          documents={documents(order)}
          returnAction={(entry) => returnAction(order, entry)}
        />
      )}
    </OrderScreen>
  );
}
