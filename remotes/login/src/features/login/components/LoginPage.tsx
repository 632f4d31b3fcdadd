import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnPath } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { useLogin } from '../hooks/useLogin';
import { MessageNotice } from './MessageNotice';
import { PasswordStep } from './PasswordStep';
import { UsernameStep } from './UsernameStep';

export function LoginPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const flow = useLogin();
  const target = safeReturnPath(params.get(RETURN_TO_PARAM));

  // Someone already logged in who opens the login page goes where login would have taken them.
  if (status === 'loggedIn' && !flow.busy) return <Navigate to={target === '/' ? '/home' : target} replace />;

  async function submitPassword(password: string, stayLoggedIn: boolean) {
    if (await flow.submitPassword(password, stayLoggedIn)) await navigate(target === '/' ? '/home' : target, { replace: true });
  }

  return (
    <div css={{ maxWidth: 560 }}>
      <SectionHeader title={t('title')} />
      <p>{t('intro')}</p>
      {flow.error && <MessageNotice message={flow.error} />}
      {flow.step === 'username' ? (
        <UsernameStep defaultValue={flow.username} busy={flow.busy} onSubmit={flow.confirmUsername} />
      ) : (
        <PasswordStep
          username={flow.username}
          busy={flow.busy}
          onSubmit={submitPassword}
          onChangeUsername={flow.changeUsername}
        />
      )}
    </div>
  );
}
