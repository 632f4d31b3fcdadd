import { useState } from 'react';
import { ApiError, withdrawFromOrder } from '@account/api-client';
import type { Order } from '@account/contracts';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type WithdrawalStatus = 'idle' | 'inProgress' | 'success' | 'failed' | 'notPossible';

/** Sends the confirmed withdrawal; the answer carries the time it was received. */
export function useWithdrawal(order: Order, onWithdrawn: (order: Order) => void) {
  const [status, setStatus] = useState<WithdrawalStatus>('idle');
  const keyFor = useActionKeys();

  async function confirm() {
    if (status === 'inProgress') return;
    setStatus('inProgress');
    try {
      onWithdrawn(await withdrawFromOrder(order, keyFor(order.number)));
      setStatus('success');
    } catch (error) {
      setStatus(error instanceof ApiError && error.status === 409 ? 'notPossible' : 'failed');
    }
  }

  return { status, confirm };
}
