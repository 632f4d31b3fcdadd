import { useState } from 'react';
import { ApiError, returnOrder } from '@account/api-client';
import type { Order } from '@account/contracts';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type ReturnStatus = 'idle' | 'inProgress' | 'success' | 'failed' | 'alreadyReturned';

/** Spec section 4: a return is in progress, then succeeds or fails; the status can be cleared. */
export function useReturn(order: Order, onReturned: (order: Order) => void, send: typeof returnOrder = returnOrder) {
  const [status, setStatus] = useState<ReturnStatus>('idle');
  const keyFor = useActionKeys();

  async function sendReturn(itemIds: string[]) {
    if (status === 'inProgress') return;
    setStatus('inProgress');
    try {
      onReturned(await send(order.number, itemIds, keyFor([...itemIds].sort().join(','))));
      setStatus('success');
    } catch (error) {
      setStatus(error instanceof ApiError && error.errorKey === 'ORDER_ALREADY_RETURNED' ? 'alreadyReturned' : 'failed');
    }
  }

  return { status, sendReturn, clearStatus: () => setStatus('idle') };
}
