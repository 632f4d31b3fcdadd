import { useNavigate } from '@account/router';
import { setPassword, type PasswordLinkKind } from '@account/api-client/customer';
import { rememberLogin, setLoggedIn } from '@account/session';
import { useSubmit } from '@account/ui/forms';
import { genericMessage, isTokenInvalid, isTooCommon } from '../../../components/api-messages';
import { afterSetPassword } from '../redirect';
import { paths } from '@account/contracts';

const classifySetPasswordFailure = (failure: unknown) => {
  if (isTokenInvalid(failure)) return 'expired' as const;
  if (isTooCommon(failure)) return 'tooCommon' as const;
  return genericMessage(failure);
};

/**
 * Sends the chosen password with the link's token. Opening the page never uses the token up:
 * only this submit does, so a mail scanner that fetches the link changes nothing.
 */
export function useSetPassword(kind: PasswordLinkKind, token: string, fixedTarget?: string) {
  const navigate = useNavigate();
  const request = useSubmit(async (password: string) => {
    const result = await setPassword(kind, token, password);
    setLoggedIn(result.user);
    rememberLogin(result.user.customerType, 'email');
    const target = fixedTarget ?? afterSetPassword(result, window.location.origin);
    await navigate(target === '/' ? paths.home() : target, { replace: true });
  }, classifySetPasswordFailure);
  const { failure } = request;
  return {
    busy: request.busy,
    error: typeof failure === 'object' ? failure : null,
    expired: failure === 'expired',
    tooCommon: failure === 'tooCommon',
    submit: request.submit,
  };
}
