import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@account/router';
import { safeReturnPath } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Loading, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { MessageNotice } from '../../login/components/MessageNotice';
import type { Message } from '../../login/errors';
import { providerOfSegment } from '../providers';
import { finishSocialLogin } from '../sign-in';

/** Router state for the login page: create account pre-filled from the provider (spec section 8). */
export interface SocialSignUpState {
  socialSignUp: { firstName: string; lastName: string; email: string };
}

/** login/social/:provider — where the provider sends the customer back with a code. */
export function SocialLoginCallbackPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const provider = providerOfSegment(useParams().provider);
  const [params] = useSearchParams();
  const [failure, setError] = useState<Message | null>(null);
  // A path naming no known provider is an error from the start, without any call.
  const error = provider ? failure : { key: 'genericError' };
  // A code works once: React's development double effects must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !provider) return;
    started.current = true;
    void finishSocialLogin(provider, params).then(async (outcome) => {
      if (outcome.kind === 'failed') {
        setError(outcome.message);
      } else if (outcome.kind === 'loggedIn') {
        setLoggedIn(outcome.user);
        rememberLogin(outcome.user.customerType, provider === 'APPLE' ? 'apple' : provider === 'GOOGLE' ? 'google' : 'facebook');
        const target = safeReturnPath(outcome.returnTo);
        await navigate(target === '/' ? '/home' : target, { replace: true });
      } else {
        const state: SocialSignUpState = { socialSignUp: outcome.userInfo };
        await navigate('/login', { replace: true, state });
      }
    });
  }, [provider, params, navigate]);

  const name = provider ? t(`socialLogin.names.${provider}`) : '';
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('socialLogin.callbackTitle', { provider: name })} focusKey={error ? 'social-error' : 'social'} />
      {error ? (
        <>
          <MessageNotice message={error} />
          <Link to="/login">{t('socialLogin.backToLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('socialLogin.inProgress')}</p>
          <Loading />
        </>
      )}
    </div>
  );
}
