import {
  deletePasskey,
  getPasskeys,
  registerPasskey,
  renamePasskey,
} from '@account/api-client/profile';
import { useAsync } from '@account/ui';
import { useStepUpChange } from './useStepUpChange';

/**
 * The customer's passkeys and their changes (each may ask for the password again, see
 * useStepUpChange); the list loads again after every change. A new `version` loads it again too,
 * after the page removed every passkey at once.
 */
export function usePasskeys(version = 0) {
  const { state, reload } = useAsync(getPasskeys, `passkeys-${version}`);
  const { busy, stepUp, run } = useStepUpChange(reload);
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
