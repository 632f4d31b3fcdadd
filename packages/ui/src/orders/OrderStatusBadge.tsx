import { statusLabelKey, statusTone, type ItemStatus, type OrderStatus } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag } from '@account/ui';

interface OrderStatusBadgeProps {
  order: { status: OrderStatus; items: { status: ItemStatus; directSupplier: boolean }[] };
}

/** An order's or item's status as a badge, in the words of spec section 3 (account home and orders area). */
export function OrderStatusBadge({ order }: OrderStatusBadgeProps) {
  const { t } = useTranslation();
  return <Tag tone={statusTone(order.status)}>{t(statusLabelKey(order))}</Tag>;
}
