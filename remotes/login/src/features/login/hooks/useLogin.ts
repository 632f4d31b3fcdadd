import { useState } from 'react';
import { ApiError, checkUsername, login, type AccountCreated } from '@account/api-client';
import { normalizeUsername, usernameKind, type SocialLoginUserInfo } from '@account/contracts';
import { currentLocale, isFlagOn } from '@account/config';
import { rememberLogin, setLoggedIn } from '@account/session';
import { loginErrorMessage, type Message } from '../errors';
import { usernameOutcome, type Step } from '../username-outcome';
import { isEnteredCustomer } from '../wrong-customer';

/** The step an unknown e-mail leads to: create account, or the light account on the Swiss shop. */
const createStep = (): Step => (currentLocale() === 'de-CH' && isFlagOn('lightAccount') ? 'lightAccount' : 'createAccount');

/**
 * The login steps of spec section 4, from the username to a logged-in customer or a new account.
 * A social login without customer starts at create account with the provider's e-mail (spec section 8).
 */
export function useLogin(socialSignUp?: SocialLoginUserInfo) {
  const [step, setStep] = useState<Step>(socialSignUp ? createStep : 'username');
  const [username, setUsername] = useState(socialSignUp?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [lightUserModal, setLightUserModal] = useState(false);
  const [created, setCreated] = useState<AccountCreated | null>(null);

  async function confirmUsername(entered: string) {
    setBusy(true);
    setError(null);
    const normalized = normalizeUsername(entered);
    setUsername(normalized);
    let failure: unknown = null;
    try {
      await checkUsername(normalized);
    } catch (caught) {
      failure = caught;
    }
    const outcome = usernameOutcome(failure, usernameKind(normalized) ?? 'email', {
      swiss: currentLocale() === 'de-CH',
      lightAccount: isFlagOn('lightAccount'),
    });
    setStep(outcome.step);
    setError(outcome.message ?? null);
    setLightUserModal(outcome.lightUserModal ?? false);
    setBusy(false);
  }

  async function submitPassword(password: string, stayLoggedIn: boolean): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const user = await login({ username, password, stayLoggedIn });
      if (!isEnteredCustomer(user, username)) throw new ApiError('WRONG_CUSTOMER', null, null);
      setLoggedIn(user);
      rememberLogin(user.customerType, usernameKind(username) === 'email' ? 'email' : 'customerNumber');
      return true;
    } catch (failure) {
      setError(loginErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function accountCreated(account: AccountCreated) {
    setCreated(account);
    if (account.user) {
      setLoggedIn(account.user);
      rememberLogin(account.user.customerType, 'email');
    }
    setStep('doi');
  }

  function goTo(next: Step) {
    setError(null);
    setStep(next);
  }

  return {
    step,
    username,
    busy,
    error,
    created,
    lightUserModal,
    closeLightUserModal: () => setLightUserModal(false),
    confirmUsername,
    submitPassword,
    accountCreated,
    goTo,
    changeUsername: () => goTo('username'),
  };
}
