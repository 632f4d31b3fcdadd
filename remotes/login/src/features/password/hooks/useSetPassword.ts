import { useState } from 'react';
import { useNavigate } from '@account/router';
import { setPassword, type PasswordLinkKind } from '@account/api-client';
import { rememberLogin, setLoggedIn } from '@account/session';
import { genericMessage, isTokenInvalid, isTooCommon } from '../../../components/api-messages';
import type { Message } from '../../login/errors';
import { afterSetPassword } from '../redirect';
import { paths } from '@account/contracts';

/**
 * Sends the chosen password with the link's token. Opening the page never uses the token up:
 * only this submit does, so a mail scanner that fetches the link changes nothing.
 */
export function useSetPassword(kind: PasswordLinkKind, token: string, fixedTarget?: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [expired, setExpired] = useState(false);
  const [tooCommon, setTooCommon] = useState(false);

  async function submit(password: string) {
    setBusy(true);
    setError(null);
    setTooCommon(false);
    try {
      const result = await setPassword(kind, token, password);
      setLoggedIn(result.user);
      rememberLogin(result.user.customerType, 'email');
      const target = fixedTarget ?? afterSetPassword(result, window.location.origin);
      await navigate(target === '/' ? paths.home() : target, { replace: true });
    } catch (failure) {
      if (isTokenInvalid(failure)) setExpired(true);
      else if (isTooCommon(failure)) setTooCommon(true);
      else setError(genericMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, expired, tooCommon, submit };
}
