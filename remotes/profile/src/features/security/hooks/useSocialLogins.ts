import { getSocialLogins, removeSocialLogin } from '@account/api-client/profile';
import { useAsync } from '@account/ui';
import { useStepUpChange } from './useStepUpChange';

/**
 * The provider logins linked to the account (issue 33), each removable with the password
 * re-check; a new `version` loads them again, after the page removed them all at once.
 */
export function useSocialLogins(version = 0) {
  const { state, reload } = useAsync(getSocialLogins, `social-logins-${version}`);
  const { busy, stepUp, run } = useStepUpChange(reload);
  return {
    state,
    reload,
    busy,
    stepUp,
    remove: (id: string) => run((password) => removeSocialLogin(id, password)),
  };
}
