import { useState } from 'react';
import type { StepUpFailure } from '@account/contracts';
import { useSubmit } from '../forms/useSubmit';
import type { StepUpPasswordFailure } from './StepUpPasswordForm';

/**
 * A protected change inside a confirmation modal (issue 25, step-up). The first try goes
 * without a password; once the service asks for it (`stepUpOf` reads the answer, e.g. the
 * api-client's `stepUpFailureOf`), the modal shows the password step and every further try
 * sends the password, until the modal closes (`reset`).
 */
export function useStepUpSubmit<F>(
  action: (password?: string) => Promise<void>,
  classify: (error: unknown) => F,
  stepUpOf: (error: unknown) => StepUpFailure | null,
) {
  const [passwordAsked, setPasswordAsked] = useState(false);
  const request = useSubmit(
    async (password?: string) => {
      try {
        await action(password);
      } catch (error) {
        if (stepUpOf(error)) setPasswordAsked(true);
        throw error;
      }
      setPasswordAsked(false);
    },
    (error): F | StepUpFailure => stepUpOf(error) ?? classify(error),
  );
  const failure = request.failure;
  const passwordFailure: StepUpPasswordFailure | null =
    failure === 'wrongPassword' ? 'wrongPassword' : failure === 'tooMany' ? 'tooMany' : null;
  return {
    passwordAsked,
    busy: request.busy,
    /** The last try went through (until `reset`). */
    succeeded: request.state.status === 'success',
    failure,
    /** What the password step shows; the action's own failure is `failure`. */
    passwordFailure,
    submit: request.submit,
    reset: () => {
      setPasswordAsked(false);
      request.reset();
    },
  };
}
