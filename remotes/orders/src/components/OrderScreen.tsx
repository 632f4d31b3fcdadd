import type { ReactNode } from 'react';
import { useParams } from '@account/router';
import { ApiError } from '@account/api-client';
import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent } from '@account/ui';
import { NS } from '../i18n';
import { useOrder } from '../hooks/useOrder';
import { OrderNotFound } from './OrderNotFound';

interface OrderScreenProps {
  children: (order: Order, update: (order: Order) => void) => ReactNode;
}

/** Loads the order of the URL for a screen: loading, not found (404), failed with retry, or the screen. */
export function OrderScreen({ children }: OrderScreenProps) {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const { state, reload, setData } = useOrder(id);
  if (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404)
    return <OrderNotFound />;
  return (
    <AsyncContent state={state} errorMessage={t('detail.error')} onRetry={reload}>
      {(order) => children(order, setData)}
    </AsyncContent>
  );
}
