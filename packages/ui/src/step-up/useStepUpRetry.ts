import { useRef, useState } from 'react';
import type { StepUpFailure } from '@account/contracts';
import { useSubmit, type SubmitOutcome } from '../forms/useSubmit';
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
  /**
   * The change's own failure closes the password dialog, for a page that says it outside the
   * dialog; by default the dialog stays open and shows it (`errorMessage`), to try again there.
   */
  closeOnFailure?: boolean;
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
  closeOnFailure = false,
}: StepUpRetryOptions<A, R, F>) {
  const [pending, setPending] = useState<{ args: A } | null>(null);
  // Whoever called `submit` waits for the change's end, however many passwords it took.
  const waiting = useRef<((outcome: SubmitOutcome<R, F> | null) => void) | null>(null);
  const settle = (outcome: SubmitOutcome<R, F> | null) => {
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(outcome);
  };
  const request = useSubmit(
    async (args: A, password?: string) => {
      try {
        const result = await change(args, password);
        setPending(null);
        await done?.(result, args);
        settle({ ok: true, result });
        return result;
      } catch (error) {
        if (stepUpOf(error)) setPending({ args });
        else {
          if (closeOnFailure) setPending(null);
          settle({ ok: false, failure: classify(error) });
        }
        throw error;
      }
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
    /**
     * Sends the change; resolves once it went through or failed with its own failure, after
     * the password dialog if the service asked for it. `null`: nothing changed, because the
     * customer cancelled the password dialog or a change sent before was not over yet.
     */
    submit: async (args: A): Promise<SubmitOutcome<R, F> | null> => {
      if (waiting.current) return null;
      const over = new Promise<SubmitOutcome<R, F> | null>((resolve) => {
        waiting.current = resolve;
      });
      // The caller goes on once the try is wholly over, its state included; a try still running
      // (a password sent from the dialog) leaves this one unsent.
      if ((await request.submit(args)) === null) settle(null);
      return over;
    },
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
        settle(null);
      },
    },
  };
}
