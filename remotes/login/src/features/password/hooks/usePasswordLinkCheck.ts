import { checkPasswordLink } from '@account/api-client/customer';
import { useAsync } from '@account/ui';
import { isTokenInvalid } from '../../../components/api-messages';

export type LinkCheck = 'checking' | 'live' | 'dead';

/**
 * Checks the link when the page opens, so a dead one is reported before the customer types two
 * passwords. If the check itself fails (offline), the form shows and the submit tells.
 */
export function usePasswordLinkCheck(token: string): LinkCheck {
  const { state } = useAsync(() => (token ? checkPasswordLink(token) : Promise.resolve()), token);
  if (state.status === 'loading') return 'checking';
  if (state.status === 'error' && isTokenInvalid(state.error)) return 'dead';
  return 'live';
}
