import { useState } from 'react';
import { useNavigate } from '@account/router';
import { ApiError, cancelOrder } from '@account/api-client';
import type { CancelReasonCode, Order } from '@account/contracts';
import { useSession } from '@account/session';
import { paths } from '@account/contracts';

export type CancelError = 'notCancellable' | 'failed' | null;

/** Spec section 4: the cancel modal opens and closes, loads, fails; success goes to cancel-success. */
export function useCancelOrder(order: Order) {
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.email ?? '');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<CancelError>(null);

  async function cancel(reason: CancelReasonCode) {
    setLoading(true);
    setError(null);
    try {
      await cancelOrder(order, reason);
      await navigate(paths.orders.cancelSuccess(order.number), { state: { email } });
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
