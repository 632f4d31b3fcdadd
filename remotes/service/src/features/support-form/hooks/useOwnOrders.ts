import { useCallback } from 'react';
import { getOrders } from '@account/api-client/orders';
import { useAsync } from '@account/ui';

/** The orders the form offers: the customer's latest 20 (the service checks ownership again). */
export const OFFERED_ORDERS = 20;

export function useOwnOrders() {
  const load = useCallback(() => getOrders({ limit: OFFERED_ORDERS }), []);
  return useAsync(load, 'own-orders').state;
}
