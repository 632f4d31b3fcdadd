import {
  deletePasskey,
  getPasskeys,
  registerPasskey,
  renamePasskey,
} from '@account/api-client/profile';
import { useAsync } from '@account/ui';
import { useWaysInChange, waysInChanges } from './useWaysInChange';

/**
 * The customer's passkeys and their changes (each may ask for the password again, see
 * useWaysInChange); the list loads again after every change. A new `version` loads it again too,
 * after the page removed every passkey at once.
 */
export function usePasskeys(version = 0) {
  const { state, reload } = useAsync(getPasskeys, `passkeys-${version}`);
  const add = useWaysInChange((_: void, password?: string) => registerPasskey(password), reload);
  const rename = useWaysInChange(
    ({ id, name }: { id: string; name: string }, password?: string) =>
      renamePasskey(id, name, password),
    reload,
  );
  const remove = useWaysInChange(
    (id: string, password?: string) => deletePasskey(id, password),
    reload,
  );
  return {
    state,
    reload,
    ...waysInChanges(add, rename, remove),
    add: () => add.run(),
    rename: (id: string, name: string) => rename.run({ id, name }),
    remove: remove.run,
  };
}
