import { useState } from 'react';
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
  // Issue 33: an account with passkeys or provider logins stays on the page, which offers to
  // remove them (an intruder's would outlive the reset), until the customer goes on.
  const [saved, setSaved] = useState<{ waysInRemovalToken: string; target: string } | null>(null);
  const request = useSubmit(async (password: string) => {
    const result = await setPassword(kind, token, password);
    setLoggedIn(result.user);
    rememberLogin(result.user.customerType, 'email');
    const target = fixedTarget ?? afterSetPassword(result, window.location.origin);
    const to = target === '/' ? paths.home() : target;
    if (result.waysInRemovalToken)
      setSaved({ waysInRemovalToken: result.waysInRemovalToken, target: to });
    else await navigate(to, { replace: true });
  }, classifySetPasswordFailure);
  const { failure } = request;
  return {
    saved,
    goOn: () => saved && void navigate(saved.target, { replace: true }),
    busy: request.busy,
    error: typeof failure === 'object' ? failure : null,
    expired: failure === 'expired',
    tooCommon: failure === 'tooCommon',
    submit: request.submit,
  };
}
