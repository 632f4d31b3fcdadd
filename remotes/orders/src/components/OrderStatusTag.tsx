import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag } from '@account/ui';
import { NS } from '../i18n';
import { statusLabelKey, statusTone } from './order-status-label';

export function OrderStatusTag({ order }: { order: Pick<Order, 'status' | 'items'> }) {
  const { t } = useTranslation(NS);
  return <Tag tone={statusTone(order.status)}>{t(statusLabelKey(order))}</Tag>;
}
