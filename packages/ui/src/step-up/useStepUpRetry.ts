import { useState } from 'react';
import type { StepUpFailure } from '@account/contracts';
import { useSubmit } from '../forms/useSubmit';
import type { StepUpPasswordFailure } from './StepUpPasswordForm';

interface StepUpRetryOptions<A, R, F> {
  /** The protected change; `password` only once the service asked for it. */
  change: (args: A, password?: string) => Promise<R>;
  /** What follows a success (a confirmation that takes focus): runs after the dialog closed. */
  done?: (result: R, args: A) => Promise<void> | void;
  /** The change's own failures (e.g. 409 → 'notPossible'); the step-up's are read by `stepUpOf`. */
  classify: (error: unknown) => F;
  /** Reads a step-up refusal, e.g. the api-client's `stepUpFailureOf`. */
  stepUpOf: (error: unknown) => StepUpFailure | null;
  /** The customer closed the password dialog: nothing changed. */
  cancelled?: (args: A) => void;
}

/**
 * A protected change sent from a form, a button or a toggle, not from a confirmation modal
 * (step-up, issues 25 and 33; inside a confirmation modal: `useStepUpSubmit`). The first try goes
 * without a password; when the service asks for it, `passwordModal` (spread onto `StepUpModal`)
 * opens and sends the same change again with the password until it goes through or the
 * customer cancels.
 */
export function useStepUpRetry<A, R, F>({
  change,
  done,
  classify,
  stepUpOf,
  cancelled,
}: StepUpRetryOptions<A, R, F>) {
  const [pending, setPending] = useState<{ args: A } | null>(null);
  const request = useSubmit(
    async (args: A, password?: string) => {
      let result: R;
      try {
        result = await change(args, password);
      } catch (error) {
        if (stepUpOf(error)) setPending({ args });
        throw error;
      }
      setPending(null);
      await done?.(result, args);
      return result;
    },
    (error): F | StepUpFailure => stepUpOf(error) ?? classify(error),
  );
  const failure = request.failure;
  const passwordFailure: StepUpPasswordFailure | null =
    failure === 'wrongPassword' ? 'wrongPassword' : failure === 'tooMany' ? 'tooMany' : null;
  return {
    busy: request.busy,
    /** The last try's failure: the change's own or the step-up's. */
    failure,
    submit: (args: A) => request.submit(args),
    reset: request.reset,
    /** The password dialog: open while the service wants the password for the pending change. */
    passwordModal: {
      open: pending !== null,
      failure: passwordFailure,
      busy: request.busy,
      onConfirm: (password: string) => {
        if (pending) void request.submit(pending.args, password);
      },
      onCancel: () => {
        if (pending) cancelled?.(pending.args);
        setPending(null);
        request.reset();
      },
    },
  };
}
