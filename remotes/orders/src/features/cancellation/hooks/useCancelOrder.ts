import { useState } from 'react';
import { useNavigate } from '@account/router';
import { ApiError, cancelOrder } from '@account/api-client';
import type { CancelReasonCode, Order } from '@account/contracts';
import { useSession } from '@account/session';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type CancelError = 'notCancellable' | 'failed' | null;

/** Spec section 4: the cancel modal opens and closes, loads, fails; success goes to cancel-success. */
export function useCancelOrder(order: Order) {
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.email ?? '');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<CancelError>(null);
  const keyFor = useActionKeys();

  async function cancel(reason: CancelReasonCode) {
    setLoading(true);
    setError(null);
    try {
      await cancelOrder(order, reason, keyFor(reason));
      await navigate(`/orders/${order.number}/cancel-success`, { state: { email } });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 409 ? 'notCancellable' : 'failed');
      setLoading(false);
    }
  }

  return {
    open,
    loading,
    error,
    openModal: () => setOpen(true),
    closeModal: () => {
      setOpen(false);
      setError(null);
    },
    cancel,
  };
}
