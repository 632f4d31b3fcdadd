import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@account/router';
import {
  paths,
  safeReturnPath,
  type LoggedInUser,
  type SocialLoginUserInfo,
  type SocialProvider,
} from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Loading, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { MessageNotice } from '../../../components/MessageNotice';
import type { Message } from '../../../components/message';
import { providerOfSegment } from '../providers';
import { finishSocialLogin } from '../sign-in';
import { LinkAccountStep } from './LinkAccountStep';

/** Router state for the login page: create account pre-filled from the provider (spec section 8). */
export interface SocialSignUpState {
  socialSignUp: SocialLoginUserInfo & {
    provider: SocialProvider;
    /** Create account without password, the provider linked (issue 21). */
    signUpToken: string | null;
  };
}

/** login/social/:provider — where the provider sends the customer back with a code. */
export function SocialLoginCallbackPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const provider = providerOfSegment(useParams().provider);
  const [params] = useSearchParams();
  const [failure, setError] = useState<Message | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [link, setLink] = useState<{ linkToken: string; email: string; returnTo: string } | null>(
    null,
  );
  // A path naming no known provider is an error from the start, without any call.
  const error = provider ? failure : { key: 'genericError' };
  // A code works once: React's development double effects must not send it twice.
  const started = useRef(false);

  const loggedIn = useCallback(
    async (user: LoggedInUser, returnTo: string) => {
      setLoggedIn(user);
      rememberLogin(
        user.customerType,
        provider === 'APPLE' ? 'apple' : provider === 'GOOGLE' ? 'google' : 'facebook',
      );
      const target = safeReturnPath(returnTo);
      await navigate(target === '/' ? paths.home() : target, { replace: true });
    },
    [provider, navigate],
  );

  useEffect(() => {
    if (started.current || !provider) return;
    started.current = true;
    // Apple's name rides in the fragment; it is read once and leaves the address at once.
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    void finishSocialLogin(provider, params, fragment).then(async (outcome) => {
      if (outcome.kind === 'failed') {
        setError(outcome.message);
      } else if (outcome.kind === 'cancelled') {
        setCancelled(true);
      } else if (outcome.kind === 'loggedIn') {
        await loggedIn(outcome.user, outcome.returnTo);
      } else if (outcome.kind === 'linkAccount') {
        setLink(outcome);
      } else {
        const state: SocialSignUpState = {
          socialSignUp: { ...outcome.userInfo, provider, signUpToken: outcome.signUpToken },
        };
        await navigate(paths.login.start(), { replace: true, state });
      }
    });
  }, [provider, params, navigate, loggedIn]);

  const name = provider ? t(`socialLogin.names.${provider}`) : '';
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading
        title={t(cancelled ? 'socialLogin.cancelled.title' : 'socialLogin.callbackTitle', {
          provider: name,
        })}
        focusKey={error ? 'social-error' : cancelled ? 'social-cancelled' : 'social'}
      />
      {cancelled ? (
        <>
          <p>{t('socialLogin.cancelled.body', { provider: name })}</p>
          <Link to={paths.login.start()}>{t('socialLogin.backToLogin')}</Link>
        </>
      ) : error ? (
        <>
          <MessageNotice message={error} />
          <Link to={paths.login.start()}>{t('socialLogin.backToLogin')}</Link>
        </>
      ) : link ? (
        <LinkAccountStep
          linkToken={link.linkToken}
          email={link.email}
          providerName={name}
          onLinked={(user) => void loggedIn(user, link.returnTo)}
        />
      ) : (
        <>
          <p>{t('socialLogin.inProgress')}</p>
          <Loading />
        </>
      )}
    </div>
  );
}
