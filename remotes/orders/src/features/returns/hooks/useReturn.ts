import { ApiError } from '@account/api-client';
import { returnOrder } from '@account/api-client/orders';
import type { Order, ReturnReasonCode } from '@account/contracts';
import { useSubmit } from '@account/ui/forms';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type ReturnStatus = 'idle' | 'inProgress' | 'success' | 'failed' | 'alreadyReturned';

/** What the customer sends back: each chosen item with how many of it and why. */
export interface ReturnSelection {
  items: { id: string; quantity: number; reason: ReturnReasonCode }[];
}

const classifyReturnFailure = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'ORDER_ALREADY_RETURNED'
    ? ('alreadyReturned' as const)
    : ('failed' as const);

/** The same choice in any order is the same action (one Idempotency-Key). */
const actionOf = ({ items }: ReturnSelection) =>
  items
    .map((item) => `${item.id}×${item.quantity}:${item.reason}`)
    .sort()
    .join(',');

/** Spec section 4: a return is in progress, then succeeds or fails; the status can be cleared. */
export function useReturn(order: Order, onReturned: (order: Order) => void) {
  const keyFor = useActionKeys();
  const request = useSubmit(
    async (selection: ReturnSelection) =>
      onReturned(await returnOrder(order, selection.items, keyFor(actionOf(selection)))),
    classifyReturnFailure,
  );
  const status: ReturnStatus =
    request.state.status === 'failed' ? request.state.failure : request.state.status;
  return { status, sendReturn: request.submit, clearStatus: request.reset };
}
