import { orderArrival, type Order } from '@account/contracts';
import { currentLocale } from '@account/config';
import { formatDeliveryDay, useTranslation } from '@account/i18n';
import { NS } from '../i18n';

/**
 * "Voraussichtliche Lieferung" or "Zugestellt am" with the day in the shop's time zone, for the
 * order's card and its page; null when the order service sent no date, or the order is no longer
 * on its way (cancelled, returned).
 */
export function useArrival(order: Order): { label: string; day: string } | null {
  const { t } = useTranslation(NS);
  const arrival = orderArrival(order);
  if (!arrival) return null;
  return {
    label: t(`arrival.${arrival.kind}`),
    day: formatDeliveryDay(arrival.at, currentLocale(), order.timeZone),
  };
}
