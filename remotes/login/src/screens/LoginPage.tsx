import { Navigate, useLocation, useNavigate, useSearchParams } from '@account/router';
import { RETURN_TO_PARAM, paths, safeReturnPath } from '@account/contracts';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Notice } from '@account/ui';
import { NS } from '../i18n';
import { StepHeading } from '../components/StepHeading';
import { CreateAccountStep } from '../features/create-account/components/CreateAccountStep';
import { DoiStep } from '../features/create-account/components/DoiStep';
import { LightAccountStep } from '../features/create-account/components/LightAccountStep';
import { MagicLinkButton } from '../features/magic-link/components/MagicLinkButton';
import { SocialLoginButtons } from '../features/social-login/components/SocialLoginButtons';
import type { SocialSignUpState } from '../features/social-login/components/SocialLoginCallbackPage';
import { useLogin } from '../features/login/hooks/useLogin';
import { AccountVerificationStep } from '../features/login/components/AccountVerificationStep';
import { LightUserModal } from '../features/login/components/LightUserModal';
import { MessageNotice } from '../components/MessageNotice';
import { PasswordStep } from '../features/login/components/PasswordStep';
import { PasswordUnknownStep } from '../features/login/components/PasswordUnknownStep';
import { UsernameStep } from '../features/login/components/UsernameStep';

/**
 * The login page (spec section 4): composes the steps of the login, create-account, magic-link and
 * social-login features, which never import each other.
 */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const socialSignUp = (useLocation().state as SocialSignUpState | null)?.socialSignUp;
  const flow = useLogin(socialSignUp);
  // The provider's names pre-fill create account only for the e-mail it vouched for.
  const names = socialSignUp?.email === flow.username ? socialSignUp : undefined;
  const target = safeReturnPath(params.get(RETURN_TO_PARAM));
  const home = target === '/' ? paths.home() : target;

  // Someone already logged in who opens the login page goes where login would have taken them;
  // a just-created account first sees its confirmation.
  if (status === 'loggedIn' && !flow.busy && flow.step !== 'doi') return <Navigate to={home} replace />;

  async function submitPassword(password: string, stayLoggedIn: boolean) {
    if (await flow.submitPassword(password, stayLoggedIn)) await navigate(home, { replace: true });
  }

  const magicLink = isFlagOn('magicLinkLogin') ? <MagicLinkButton username={flow.username} /> : null;
  const title = flow.step === 'username' ? t('title') : t(`steps.${flow.step}`);
  const created = { onCreated: flow.accountCreated, onDuplicate: () => flow.goTo('password') };
  return (
    <div css={{ maxWidth: 560 }}>
      <StepHeading title={title} focusKey={flow.step} focus={flow.step !== 'password'} />
      {flow.step === 'username' && <p>{t('intro')}</p>}
      {flow.error && <MessageNotice message={flow.error} />}
      {flow.step === 'username' && (
        <>
          <UsernameStep defaultValue={flow.username} busy={flow.busy} onSubmit={flow.confirmUsername} />
          <SocialLoginButtons returnTo={target} />
        </>
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
        <PasswordUnknownStep username={flow.username} onBack={() => flow.goTo('password')} magicLink={magicLink} />
      )}
      {(flow.step === 'createAccount' || flow.step === 'lightAccount') && (
        <>
          <Notice>{t(names ? 'socialLogin.signUp' : 'emailUnknownCreate', { email: flow.username })}</Notice>
          <p>
            {t('createAccount.intro', { email: flow.username })}{' '}
            <button type="button" onClick={flow.changeUsername} css={{ background: 'none', border: 0, padding: 0, font: 'inherit', textDecoration: 'underline', cursor: 'pointer', color: 'inherit' }}>
              {t('createAccount.changeEmail')}
            </button>
          </p>
          {flow.step === 'createAccount' ? (
            <CreateAccountStep email={flow.username} names={names} {...created} />
          ) : (
            <LightAccountStep email={flow.username} names={names} {...created} />
          )}
        </>
      )}
      {flow.step === 'doi' && flow.created && <DoiStep created={flow.created} />}
      {flow.step === 'noCredentials' && <MessageNotice message={{ key: 'noCredentialsNumber' }} />}
      {flow.step === 'accountVerification' && <AccountVerificationStep username={flow.username} onChangeUsername={flow.changeUsername} />}
      <LightUserModal open={flow.lightUserModal} username={flow.username} onClose={flow.closeLightUserModal} />
    </div>
  );
}
