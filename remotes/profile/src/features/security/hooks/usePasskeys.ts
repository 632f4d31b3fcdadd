import { useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import {
  deletePasskey,
  getPasskeys,
  registerPasskey,
  passkeyDialogCancelled,
  renamePasskey,
} from '@account/api-client/profile';
import type { Passkey } from '@account/contracts';
import { useAsync } from '@account/ui';
import { type StepUpPasswordFailure } from '@account/ui/step-up';

/** An action on the passkeys that may need the password again. */
type Change = (password?: string) => Promise<Passkey | void>;

export type ChangeOutcome =
  { ok: true; passkey: Passkey | void } | { ok: false; failure: 'cancelled' | 'failed' };

/**
 * The customer's passkeys and their changes. A change the service refuses for an old login
 * (403 PASSWORD_REQUIRED) waits for the password (`stepUp`) and runs again with it; the
 * list loads again after every change.
 */
export function usePasskeys() {
  const { state, reload } = useAsync(getPasskeys, 'passkeys');
  const [busy, setBusy] = useState(false);
  const [stepUp, setStepUp] = useState<{
    failure: StepUpPasswordFailure | null;
    resume: (password: string | null) => void;
  } | null>(null);

  async function run(change: Change, password?: string): Promise<ChangeOutcome> {
    setBusy(true);
    try {
      const passkey = await change(password);
      setStepUp(null);
      reload();
      return { ok: true, passkey };
    } catch (error) {
      const failure = stepUpFailureOf(error);
      if (failure)
        return new Promise<ChangeOutcome>((resolve) => {
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
      return { ok: false, failure: passkeyDialogCancelled(error) ? 'cancelled' : 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return {
    state,
    reload,
    busy,
    stepUp,
    add: () => run((password) => registerPasskey(password)),
    rename: (id: string, name: string) => run((password) => renamePasskey(id, name, password)),
    remove: (id: string) => run((password) => deletePasskey(id, password)),
  };
}
