import { useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import { deleteBankDetails } from '@account/api-client/payments';
import { useStepUpSubmit } from '@account/ui/step-up';

/**
 * Spec section 4: delete is in progress, then succeeded or failed (the delete error). The first
 * try goes without a password; once the service asks for it, the password step takes over
 * until the modal closes.
 */
export function useDeleteBankDetails(onDeleted: () => Promise<void>) {
  const [open, setOpen] = useState(false);
  const request = useStepUpSubmit(
    async (password?: string) => {
      await deleteBankDetails(password);
      // Closed first: the page then moves focus to the outcome, which a modal would keep inert.
      setOpen(false);
      await onDeleted();
    },
    () => 'failed' as const,
    stepUpFailureOf,
  );
  return {
    open,
    passwordAsked: request.passwordAsked,
    busy: request.busy,
    failure: request.failure,
    stepUpFailure: request.passwordFailure,
    openModal: () => {
      request.reset();
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      request.reset();
    },
    confirm: (password?: string) => void request.submit(password),
  };
}
