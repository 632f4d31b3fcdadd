import { stepUpFailureOf } from '@account/api-client';
import { isLastWayIn } from '@account/api-client/customer';
import {
  passkeyAlreadyOnThisDevice,
  passkeyDialogCancelled,
  passkeyNotPossibleHere,
} from '@account/api-client/profile';
import { useStepUpRetry } from '@account/ui/step-up';

/** What a change of the ways in ended in, when it did not go through. */
export type ChangeFailure =
  'cancelled' | 'failed' | 'lastWayIn' | 'notPossibleHere' | 'alreadyOnThisDevice';

export type ChangeOutcome<T> = { ok: true; result: T } | { ok: false; failure: ChangeFailure };

function classify(error: unknown): ChangeFailure {
  // The service keeps the last way in (issue 33): the section says why.
  if (isLastWayIn(error)) return 'lastWayIn';
  // The browser's refusals that trying again will not change: the section says what will.
  if (passkeyNotPossibleHere(error)) return 'notPossibleHere';
  if (passkeyAlreadyOnThisDevice(error)) return 'alreadyOnThisDevice';
  // The customer closed the browser's passkey dialog: nothing changed, like cancelling below.
  return passkeyDialogCancelled(error) ? 'cancelled' : 'failed';
}

/**
 * A change of the ways into the account (a passkey, a provider login), protected by the step-up
 * of @account/ui: one the service refuses for an old login (403 PASSWORD_REQUIRED) waits for the
 * password and runs again with it. The section says its failures in a notice, so they close the
 * password dialog; `reload` follows every change that went through.
 */
export function useWaysInChange<A, R>(
  change: (args: A, password?: string) => Promise<R>,
  reload: () => void,
) {
  const retry = useStepUpRetry({
    change,
    done: () => reload(),
    classify,
    stepUpOf: stepUpFailureOf,
    closeOnFailure: true,
  });
  return {
    busy: retry.busy,
    passwordModal: retry.passwordModal,
    run: async (args: A): Promise<ChangeOutcome<R>> =>
      (await retry.submit(args)) ?? { ok: false, failure: 'cancelled' },
  };
}

/**
 * A section's changes of the ways in as one: busy while one is sent, and the password dialog of
 * the one that waits for it (at most one: the dialog is modal).
 */
export function waysInChanges(
  ...changes: Pick<ReturnType<typeof useWaysInChange>, 'busy' | 'passwordModal'>[]
) {
  return {
    busy: changes.some((change) => change.busy),
    passwordModal: changes.find((change) => change.passwordModal.open)?.passwordModal ?? null,
  };
}
