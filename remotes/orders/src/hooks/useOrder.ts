import { getOrder } from '@account/api-client/orders';
import { useAsync } from '@account/ui';

/** One order by its number, as the order detail, return, cancel-success and withdrawal screens need it. */
export function useOrder(orderNumber: string) {
  return useAsync(() => getOrder(orderNumber), orderNumber);
}
