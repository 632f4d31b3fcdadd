import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@account/api-client';
import {
  cancelPasskeyLogin,
  loginWithPasskey,
  passkeyDialogCancelled,
  passkeyNotPossibleHere,
} from '@account/api-client/profile';
import { rememberLogin, setLoggedIn } from '@account/session';
import type { LoggedInUser } from '@account/contracts';
import { loginErrorMessage } from '../../../components/login-errors';
import type { Message } from '../../../components/message';

/**
 * A passkey the services do not accept, and a browser that cannot log in with one, have their own
 * messages; the rest as any login's.
 */
function passkeyLoginMessage(error: unknown): Message {
  if (error instanceof ApiError && error.status === 403 && error.errorKey === 'NOT_AUTHORIZED')
    return { key: 'passkey.refused' };
  if (passkeyNotPossibleHere(error)) return { key: 'passkey.unsupported' };
  return loginErrorMessage(error);
}

/** The session store learns the customer; the login page then moves on. */
function loggedIn(user: LoggedInUser | null): void {
  if (!user) return;
  setLoggedIn(user);
  rememberLogin(user.customerType, 'email');
}

/**
 * The passkey login of the username step (issue 25). While the step shows, the browser offers
 * the shop's passkeys in the username field's suggestions (conditional mediation); the button
 * opens the browser's dialog instead. A passkey login is a login like any other: the session
 * store learns the customer and the login page moves on.
 */
export function usePasskeyLogin() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const refused = useCallback((failure: unknown) => {
    if (!passkeyDialogCancelled(failure)) setError(passkeyLoginMessage(failure));
  }, []);

  useEffect(() => {
    loginWithPasskey({ autofill: true }).then(loggedIn, refused);
    return () => void cancelPasskeyLogin();
  }, [refused]);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      loggedIn(await loginWithPasskey());
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, start: () => void start() };
}
