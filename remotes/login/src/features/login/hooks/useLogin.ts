import { useState } from 'react';
import { ApiError, checkUsername, login } from '@account/api-client';
import { normalizeUsername } from '@account/contracts';
import { setLoggedIn } from '@account/session';
import { loginErrorMessage, usernameErrorMessage, type Message } from '../errors';
import { isEnteredCustomer } from '../wrong-customer';

export type Step = 'username' | 'password';

/** The login steps of spec section 4: confirm the username, then log in with the password. */
export function useLogin() {
  const [step, setStep] = useState<Step>('username');
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  async function confirmUsername(entered: string) {
    setBusy(true);
    setError(null);
    const normalized = normalizeUsername(entered);
    try {
      await checkUsername(normalized);
      setUsername(normalized);
      setStep('password');
    } catch (failure) {
      setError(usernameErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function submitPassword(password: string, stayLoggedIn: boolean): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const user = await login({ username, password, stayLoggedIn });
      if (!isEnteredCustomer(user, username)) throw new ApiError('WRONG_CUSTOMER', null, null);
      setLoggedIn(user);
      return true;
    } catch (failure) {
      setError(loginErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function changeUsername() {
    setError(null);
    setStep('username');
  }

  return { step, username, busy, error, confirmUsername, submitPassword, changeUsername };
}
