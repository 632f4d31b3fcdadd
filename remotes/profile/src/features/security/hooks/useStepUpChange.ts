import { useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import { isLastWayIn } from '@account/api-client/customer';
import { passkeyDialogCancelled } from '@account/api-client/profile';
import { type StepUpPasswordFailure } from '@account/ui/step-up';

/** What a change of the ways in ended in, when it did not go through. */
export type ChangeFailure = 'cancelled' | 'failed' | 'lastWayIn';

export type ChangeOutcome<T> = { ok: true; result: T } | { ok: false; failure: ChangeFailure };

/**
 * Changes of the ways into the account (passkeys, provider logins) that may need the password
 * again: one the service refuses for an old login (403 PASSWORD_REQUIRED) waits for the password
 * (`stepUp`) and runs again with it; `reload` follows every change that went through.
 */
export function useStepUpChange(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [stepUp, setStepUp] = useState<{
    failure: StepUpPasswordFailure | null;
    resume: (password: string | null) => void;
  } | null>(null);

  async function run<T>(
    change: (password?: string) => Promise<T>,
    password?: string,
  ): Promise<ChangeOutcome<T>> {
    setBusy(true);
    try {
      const result = await change(password);
      setStepUp(null);
      reload();
      return { ok: true, result };
    } catch (error) {
      const failure = stepUpFailureOf(error);
      if (failure)
        return new Promise<ChangeOutcome<T>>((resolve) => {
          setStepUp({
            failure: failure === 'passwordRequired' ? null : failure,
            resume: (entered) => {
              if (entered === null) {
                setStepUp(null);
                resolve({ ok: false, failure: 'cancelled' });
              } else void run(change, entered).then(resolve);
            },
          });
        });
      setStepUp(null);
      if (isLastWayIn(error)) return { ok: false, failure: 'lastWayIn' };
      return { ok: false, failure: passkeyDialogCancelled(error) ? 'cancelled' : 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return { busy, stepUp, run };
}
