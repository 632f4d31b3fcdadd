import { useState } from 'react';
import { ApiError, checkUsername, login, type AccountCreated } from '@account/api-client';
import {
  normalizeUsername,
  paths,
  usernameKind,
  type SocialLoginUserInfo,
} from '@account/contracts';
import { useNavigate } from '@account/router';
import { currentLocale, isFlagOn } from '@account/config';
import { rememberLogin, rememberVerificationGrant, setLoggedIn } from '@account/session';
import { useSubmit } from '@account/ui';
import { loginErrorMessage } from '../../../components/login-errors';
import type { Message } from '../../../components/message';
import { usernameOutcome, type Step } from '../username-outcome';
import { isEnteredCustomer } from '../wrong-customer';

/** The step an unknown e-mail leads to: create account, or the light account on the Swiss shop. */
const createStep = (): Step =>
  currentLocale() === 'de-CH' && isFlagOn('lightAccount') ? 'lightAccount' : 'createAccount';

/** The username check's answers are all outcomes (unknown e-mail → create account), not failures. */
const keepFailure = (failure: unknown) => failure;

/**
 * The login steps of spec section 4, from the username to a logged-in customer or a new account.
 * A social login without customer starts at create account with the provider's e-mail (spec section 8).
 */
export function useLogin(socialSignUp?: SocialLoginUserInfo) {
  const [step, setStep] = useState<Step>(socialSignUp ? createStep : 'username');
  const [username, setUsername] = useState(socialSignUp?.email ?? '');
  const [error, setError] = useState<Message | null>(null);
  const [lightUserModal, setLightUserModal] = useState(false);
  const [created, setCreated] = useState<AccountCreated | null>(null);
  const navigate = useNavigate();

  const usernameCheck = useSubmit((normalized: string) => checkUsername(normalized), keepFailure);
  const passwordLogin = useSubmit(async (password: string, stayLoggedIn: boolean) => {
    const user = await login({ username, password, stayLoggedIn });
    if (!isEnteredCustomer(user, username)) throw new ApiError('WRONG_CUSTOMER', null, null);
    setLoggedIn(user);
    rememberLogin(
      user.customerType,
      usernameKind(username) === 'email' ? 'email' : 'customerNumber',
    );
  }, loginErrorMessage);

  async function confirmUsername(entered: string) {
    setError(null);
    const normalized = normalizeUsername(entered);
    const answer = await usernameCheck.submit(normalized);
    if (!answer) return;
    setUsername(normalized);
    const outcome = usernameOutcome(
      answer.ok ? null : answer.failure,
      usernameKind(normalized) ?? 'email',
      {
        swiss: currentLocale() === 'de-CH',
        lightAccount: isFlagOn('lightAccount'),
      },
    );
    if (outcome.verificationGrant) {
      rememberVerificationGrant(outcome.verificationGrant);
      await navigate(paths.profile.accountVerification());
      return;
    }
    setStep(outcome.step);
    setError(outcome.message ?? null);
    setLightUserModal(outcome.lightUserModal ?? false);
  }

  async function submitPassword(password: string, stayLoggedIn: boolean): Promise<boolean> {
    setError(null);
    const answer = await passwordLogin.submit(password, stayLoggedIn);
    if (answer?.ok === false) setError(answer.failure);
    return answer?.ok === true;
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
    busy: usernameCheck.busy || passwordLogin.busy,
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
