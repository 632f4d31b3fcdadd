import { useEffect, useState } from 'react';
import { ApiError } from '@account/api-client';
import { checkUsername, login, type AccountCreated } from '@account/api-client/customer';
import {
  normalizeUsername,
  paths,
  usernameKind,
  type SocialLoginUserInfo,
} from '@account/contracts';
import { useLocation, useNavigate } from '@account/router';
import { currentLocale, isFlagOn } from '@account/config';
import { rememberLogin, rememberVerificationGrant, setLoggedIn } from '@account/session';
import { useSubmit } from '@account/ui/forms';
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
 * What each history entry of the login page holds (issue 21): its step, and the username it was
 * for, so Back and Forward find the step with its username again.
 */
export interface LoginHistoryState {
  loginStep?: Step;
  username?: string;
}

/**
 * The login steps of spec section 4, from the username to a logged-in customer or a new account.
 * Each step is a history entry, so the browser's Back returns to the step before (the username
 * typed is kept). A social login without customer starts at create account with the provider's
 * e-mail (spec section 8), or, when the provider gave none, at the username.
 */
export function useLogin(socialSignUp?: SocialLoginUserInfo) {
  const location = useLocation();
  const entry = (location.state ?? null) as LoginHistoryState | null;
  const [created, setCreated] = useState<AccountCreated | null>(null);
  // The entry the page was loaded (or reloaded) on starts over at the first step: its step's
  // answers (username check, flags) are from before. Steps are restored only within the visit.
  const [loadedOn] = useState(location.key);
  const restored = location.key === loadedOn ? undefined : entry?.loginStep;
  // Without an e-mail from the provider (issue 24) the customer names one first.
  const initial: Step = socialSignUp?.email ? createStep() : 'username';
  // The confirmation is for the account just created.
  const step: Step = restored === 'doi' && !created ? initial : (restored ?? initial);
  // Nor its username: the field of a (re)loaded page is the customer's to type into, and a value
  // set while they type would be typed into (Chromium reloads when the same address is opened).
  const [username, setUsername] = useState(
    (location.key === loadedOn ? undefined : entry?.username) ?? socialSignUp?.email ?? '',
  );
  // A message belongs to the step it was shown on; going Back or Forward leaves it behind.
  const [error, setStepError] = useState<{ step: Step; message: Message } | null>(null);
  const [lightUserModal, setLightUserModal] = useState(false);
  const navigate = useNavigate();

  // The new account logs in once its confirmation shows: logged in on the form's step, the page
  // would already leave for the account (the step's navigation may render later than the session).
  const newUser = step === 'doi' ? created?.user : null;
  useEffect(() => {
    if (!newUser) return;
    setLoggedIn(newUser);
    rememberLogin(newUser.customerType, 'email');
  }, [newUser]);

  const setError = (message: Message | null, on: Step = step) =>
    setStepError(message ? { step: on, message } : null);

  /** A new history entry for the next step; the address (with its return path) stays. */
  function show(next: Step, name = username, { replace = false } = {}) {
    if (next === step && !replace) return;
    const state: LoginHistoryState = { ...entry, loginStep: next, username: name };
    void navigate({ pathname: location.pathname, search: location.search }, { state, replace });
  }

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

  /** `newCustomer`: the e-mail came from "Kundenkonto anlegen"; a known one is told so. */
  async function confirmUsername(entered: string, { newCustomer = false } = {}) {
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
    const known = newCustomer && outcome.step === 'password';
    const message: Message | undefined = known
      ? { key: 'newCustomer.exists', values: { email: normalized }, tone: 'warning' }
      : outcome.message;
    setError(message ?? null, outcome.step);
    setLightUserModal(outcome.lightUserModal ?? false);
    show(outcome.step, normalized);
  }

  async function submitPassword(password: string, stayLoggedIn: boolean): Promise<boolean> {
    setError(null);
    const answer = await passwordLogin.submit(password, stayLoggedIn);
    if (answer?.ok === false) setError(answer.failure);
    return answer?.ok === true;
  }

  function accountCreated(account: AccountCreated) {
    setCreated(account);
    // The form is done with: Back from the confirmation leaves the login page.
    show('doi', username, { replace: true });
  }

  function goTo(next: Step) {
    setError(null);
    show(next);
  }

  return {
    step,
    username,
    /**
     * The e-mail or customer number of the step a reload started over from (issue 40): the
     * entry keeps it (never the password), and the first step offers it again.
     */
    reloadedUsername: location.key === loadedOn ? entry?.username : undefined,
    busy: usernameCheck.busy || passwordLogin.busy,
    error: error?.step === step ? error.message : null,
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
