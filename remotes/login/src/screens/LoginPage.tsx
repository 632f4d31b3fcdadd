import { Suspense, useState } from 'react';
import { ApiError } from '@account/api-client';
import { linkSocialSignUp } from '@account/api-client/customer';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@account/router';
import {
  LOGIN_REASON_PARAM,
  RETURN_TO_PARAM,
  SESSION_ENDED_REASON,
  paths,
  safeReturnPath,
} from '@account/contracts';
import { isFlagOn, socialLoginVariant } from '@account/config';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { ConfirmationNotice, Loading, Notice, theme } from '@account/ui';
import { NS } from '../i18n';
import { MessageNotice } from '../components/MessageNotice';
import { StepHeading } from '../components/StepHeading';
import { useHydrated } from '../hooks/useHydrated';
import { usePrefetchWhenIdle } from '../hooks/usePrefetchWhenIdle';
import { SocialLoginButtons } from '../features/social-login/components/SocialLoginButtons';
import type { SocialSignUpState } from '../features/social-login/components/SocialLoginCallbackPage';
import { useLogin, type LoginHistoryState } from '../features/login/hooks/useLogin';
import { UsernameStep } from '../features/login/components/UsernameStep';
import { PasskeyLoginButton } from '../features/login/components/PasskeyLoginButton';
import {
  AccountVerificationStep,
  CreateAccountStep,
  DoiStep,
  laterStepLoaders,
  LightAccountStep,
  LightUserModal,
  MagicLinkButton,
  NewCustomerStep,
  PasswordStep,
  PasswordUnknownStep,
} from './later-steps';

/**
 * The login page (spec section 4): composes the steps of the login, create-account, magic-link and
 * social-login features, which never import each other.
 */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const location = useLocation();
  const socialSignUp = (location.state as SocialSignUpState | null)?.socialSignUp;
  const flow = useLogin(socialSignUp);
  usePrefetchWhenIdle(laterStepLoaders);
  // A provider that vouched for no e-mail (issue 24): the customer names one, and its sign-up
  // token links the provider to the account they then create or log in to by password.
  const withoutEmail = socialSignUp?.email === '' ? socialSignUp : undefined;
  // The provider's names pre-fill create account only for the e-mail it vouched for, if any.
  const names = socialSignUp?.email === flow.username || withoutEmail ? socialSignUp : undefined;
  const target = safeReturnPath(params.get(RETURN_TO_PARAM));
  const home = target === '/' ? paths.home() : target;
  const sessionEnded = useHydrated() && params.get(LOGIN_REASON_PARAM) === SESSION_ENDED_REASON;
  // After the password of a provider login without e-mail: linking, or the link waits for the
  // confirmation mail of an account whose e-mail was never confirmed.
  const [linking, setLinking] = useState<'busy' | 'mailed' | null>(null);

  // Someone already logged in who opens the login page goes where login would have taken them;
  // a just-created account first sees its confirmation.
  if (status === 'loggedIn' && !flow.busy && flow.step !== 'doi' && !linking)
    return <Navigate to={home} replace />;

  if (linking === 'mailed' && withoutEmail) {
    return (
      <div css={{ maxWidth: theme.size.readable }}>
        <StepHeading title={t('steps.doi')} focusKey="linkMailed" />
        <ConfirmationNotice>
          {t('socialLogin.linkMailed', {
            provider: t(`socialLogin.names.${withoutEmail.provider}`),
          })}
        </ConfirmationNotice>
        <Link to={home}>{t('doi.toAccount')}</Link>
      </div>
    );
  }

  async function submitPassword(password: string, stayLoggedIn: boolean) {
    const signUpToken = withoutEmail?.signUpToken;
    if (signUpToken) setLinking('busy');
    const loggedIn = await flow.submitPassword(password, stayLoggedIn);
    if (!loggedIn || !signUpToken) {
      setLinking(null);
      if (loggedIn) await navigate(home, { replace: true });
      return;
    }
    // The login stands even if the link fails (an expired token): the provider then simply asks
    // again on its next use. An unconfirmed account gets the mail that links once it confirms.
    const mailed = await linkSocialSignUp(signUpToken).then(
      () => false,
      (failure: unknown) =>
        failure instanceof ApiError && failure.errorKey === 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED',
    );
    if (mailed) setLinking('mailed');
    else await navigate(home, { replace: true });
  }

  const magicLink = isFlagOn('magicLinkLogin') ? (
    <MagicLinkButton username={flow.username} />
  ) : null;
  const socialFirst = socialLoginVariant() === 'buttonsFirst';
  const signUpNotice = !names
    ? 'emailUnknownCreate'
    : names.signUpToken && !withoutEmail && flow.step === 'createAccount'
      ? 'socialLogin.signUpWithoutPassword'
      : 'socialLogin.signUp';
  // A new account that is logged in and waits for nothing is done, not "almost" (issue 40).
  const accountReady = flow.step === 'doi' && Boolean(flow.created?.user) && !withoutEmail;
  const title =
    flow.step === 'username'
      ? t('title')
      : accountReady
        ? t('steps.accountCreated')
        : t(`steps.${flow.step}`);
  const created = { onCreated: flow.accountCreated, onDuplicate: () => flow.goTo('password') };
  const newCustomerEntry: LoginHistoryState = { loginStep: 'newCustomer' };
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={title} focusKey={flow.step} focus={flow.step !== 'password'} />
      {/* Why a customer who was logged in is here: the session ended in this or another tab. */}
      {sessionEnded && (
        <div role="status">
          <Notice>{t('sessionEnded')}</Notice>
        </div>
      )}
      {flow.step === 'username' && <p>{t('intro')}</p>}
      {flow.step === 'username' && withoutEmail && (
        <Notice>
          {t('socialLogin.emailMissing', {
            provider: t(`socialLogin.names.${withoutEmail.provider}`),
          })}
        </Notice>
      )}
      {flow.error && <MessageNotice message={flow.error} />}
      {flow.step === 'username' && (
        // The social-login experiment (spec section 9) decides which way in comes first.
        <div css={{ display: 'flex', flexDirection: 'column' }}>
          {socialFirst && <SocialLoginButtons returnTo={target} />}
          <UsernameStep
            defaultValue={flow.username}
            reloadedValue={flow.reloadedUsername}
            busy={flow.busy}
            onSubmit={(username) => void flow.confirmUsername(username)}
          />
          <PasskeyLoginButton />
          <p css={{ marginTop: theme.space(4) }}>
            {t('newCustomer.prompt')}{' '}
            <Link to={{ search: location.search }} state={newCustomerEntry}>
              {t('newCustomer.link')}
            </Link>
          </p>
          {!socialFirst && <SocialLoginButtons returnTo={target} />}
        </div>
      )}
      <Suspense fallback={<Loading />}>
        {flow.step === 'newCustomer' && (
          <NewCustomerStep
            busy={flow.busy}
            onSubmit={(email) => void flow.confirmUsername(email, { newCustomer: true })}
          />
        )}
        {flow.step === 'password' && (
          <PasswordStep
            username={flow.username}
            busy={flow.busy}
            onSubmit={submitPassword}
            onChangeUsername={flow.changeUsername}
            onPasswordUnknown={() => flow.goTo('passwordUnknown')}
            magicLink={magicLink}
          />
        )}
        {flow.step === 'passwordUnknown' && (
          <PasswordUnknownStep
            username={flow.username}
            onBack={() => flow.goTo('password')}
            magicLink={magicLink}
          />
        )}
        {(flow.step === 'createAccount' || flow.step === 'lightAccount') && (
          <>
            <Notice>
              {t(signUpNotice, {
                email: flow.username,
                provider: names && t(`socialLogin.names.${names.provider}`),
              })}
            </Notice>
            <p>
              {t('createAccount.intro', { email: flow.username })}{' '}
              <button
                type="button"
                onClick={flow.changeUsername}
                css={{
                  background: 'none',
                  border: 0,
                  padding: 0,
                  font: 'inherit',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  color: 'inherit',
                }}
              >
                {t('createAccount.changeEmail')}
              </button>
            </p>
            {flow.step === 'createAccount' ? (
              <CreateAccountStep
                email={flow.username}
                names={names}
                socialSignUpToken={names?.signUpToken ?? undefined}
                passwordRequired={Boolean(withoutEmail)}
                {...created}
              />
            ) : (
              <LightAccountStep email={flow.username} names={names} {...created} />
            )}
          </>
        )}
        {flow.step === 'doi' && flow.created && (
          <DoiStep
            created={flow.created}
            pendingProvider={withoutEmail && t(`socialLogin.names.${withoutEmail.provider}`)}
          />
        )}
        {flow.step === 'noCredentials' && (
          <MessageNotice message={{ key: 'noCredentialsNumber' }} />
        )}
        {flow.step === 'accountVerification' && (
          <AccountVerificationStep
            username={flow.username}
            onChangeUsername={flow.changeUsername}
          />
        )}
        {/* Mounted only when open, so its chunk is not needed for the first step. */}
        {flow.lightUserModal && (
          <LightUserModal open username={flow.username} onClose={flow.closeLightUserModal} />
        )}
      </Suspense>
    </div>
  );
}
