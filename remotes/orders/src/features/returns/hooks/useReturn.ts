import { ApiError, returnOrder } from '@account/api-client';
import type { Order } from '@account/contracts';
import { useSubmit } from '@account/ui';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type ReturnStatus = 'idle' | 'inProgress' | 'success' | 'failed' | 'alreadyReturned';

const classifyReturnFailure = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'ORDER_ALREADY_RETURNED'
    ? ('alreadyReturned' as const)
    : ('failed' as const);

/** Spec section 4: a return is in progress, then succeeds or fails; the status can be cleared. */
export function useReturn(
  order: Order,
  onReturned: (order: Order) => void,
  send: typeof returnOrder = returnOrder,
) {
  const keyFor = useActionKeys();
  const request = useSubmit(
    async (itemIds: string[]) =>
      onReturned(await send(order.number, itemIds, keyFor([...itemIds].sort().join(',')))),
    classifyReturnFailure,
  );
  const status: ReturnStatus =
    request.state.status === 'failed' ? request.state.failure : request.state.status;
  return { status, sendReturn: request.submit, clearStatus: request.reset };
}
