import { useState } from 'react';
import { useNavigate } from '@account/router';
import { ApiError } from '@account/api-client';
import { cancelOrder } from '@account/api-client/orders';
import { paths, type CancelReasonCode, type Order } from '@account/contracts';
import { useSession } from '@account/session';
import { useSubmit } from '@account/ui/forms';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type CancelError = 'notCancellable' | 'failed' | null;

const classifyCancelFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? ('notCancellable' as const)
    : ('failed' as const);

/** Spec section 4: the cancel modal opens and closes, loads, fails; success goes to cancel-success. */
export function useCancelOrder(order: Order) {
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.email ?? '');
  const [open, setOpen] = useState(false);
  // Navigating belongs to the request, so the button stays busy until cancel-success shows.
  const keyFor = useActionKeys();
  const request = useSubmit(async (reason: CancelReasonCode) => {
    await cancelOrder(order, reason, keyFor(reason));
    await navigate(paths.orders.cancelSuccess(order.number), { state: { email } });
  }, classifyCancelFailure);

  return {
    open,
    loading: request.busy,
    error: request.failure satisfies CancelError,
    openModal: () => setOpen(true),
    closeModal: () => {
      setOpen(false);
      request.reset();
    },
    cancel: request.submit,
  };
}
