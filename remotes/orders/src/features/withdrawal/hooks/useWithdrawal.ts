import { ApiError } from '@account/api-client';
import { withdrawFromOrder } from '@account/api-client/orders';
import type { Order } from '@account/contracts';
import { useSubmit } from '@account/ui/forms';
import { useActionKeys } from '../../../hooks/useActionKeys';

export type WithdrawalStatus = 'idle' | 'inProgress' | 'success' | 'failed' | 'notPossible';

const classifyWithdrawalFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? ('notPossible' as const)
    : ('failed' as const);

/** Sends the confirmed withdrawal; the answer carries the time it was received. */
export function useWithdrawal(order: Order, onWithdrawn: (order: Order) => void) {
  const keyFor = useActionKeys();
  const request = useSubmit(
    async () => onWithdrawn(await withdrawFromOrder(order, keyFor(order.number))),
    classifyWithdrawalFailure,
  );
  const status: WithdrawalStatus =
    request.state.status === 'failed' ? request.state.failure : request.state.status;
  return { status, confirm: request.submit };
}
