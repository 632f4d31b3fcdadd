import { getSocialLogins, removeSocialLogin } from '@account/api-client/profile';
import { useAsync } from '@account/ui';
import { useWaysInChange, waysInChanges } from './useWaysInChange';

/**
 * The provider logins linked to the account (issue 33), each removable with the password
 * re-check; a new `version` loads them again, after the page removed them all at once.
 */
export function useSocialLogins(version = 0) {
  const { state, reload } = useAsync(getSocialLogins, `social-logins-${version}`);
  const remove = useWaysInChange(
    (id: string, password?: string) => removeSocialLogin(id, password),
    reload,
  );
  return { state, reload, ...waysInChanges(remove), remove: remove.run };
}
