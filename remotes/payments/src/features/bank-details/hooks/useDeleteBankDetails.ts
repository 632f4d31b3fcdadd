import { useState } from 'react';
import { deleteBankDetails } from '@account/api-client';
import { useSubmit } from '@account/ui';
import { stepUpFailureOf, type StepUpFailure } from '@account/api-client';

export type DeleteFailure = StepUpFailure | 'failed';

/**
 * Spec section 4: delete is in progress, then succeeded or failed (the delete error). The first
 * try goes without a password; once the service asks for it, the password modal takes over
 * until the modal closes.
 */
export function useDeleteBankDetails(onDeleted: () => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const request = useSubmit(
    async (password?: string) => {
      try {
        await deleteBankDetails(password);
      } catch (error) {
        if (stepUpFailureOf(error)) setPasswordAsked(true);
        throw error;
      }
      // Closed first: the page then moves focus to the outcome, which a modal would keep inert.
      setOpen(false);
      setPasswordAsked(false);
      await onDeleted();
    },
    (error): DeleteFailure => stepUpFailureOf(error) ?? 'failed',
  );
  const failure = request.failure;
  return {
    open,
    passwordAsked,
    busy: request.busy,
    failure,
    stepUpFailure: failure === 'failed' || failure === 'passwordRequired' ? null : failure,
    openModal: () => {
      request.reset();
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      setPasswordAsked(false);
      request.reset();
    },
    confirm: (password?: string) => void request.submit(password),
  };
}
