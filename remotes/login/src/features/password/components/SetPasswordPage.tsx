import { useParams } from '@account/router';
import { useTranslation } from '@account/i18n';
import { Skeleton, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useTokenFromAddress } from '../../../hooks/useTokenFromAddress';
import { StepHeading } from '../../../components/StepHeading';
import { MessageNotice } from '../../../components/MessageNotice';
import { useSetPassword } from '../hooks/useSetPassword';
import { usePasswordLinkCheck } from '../hooks/usePasswordLinkCheck';
import { ExpiredLink } from './ExpiredLink';
import { NewPasswordForm } from './NewPasswordForm';
import { PasswordSaved } from './PasswordSaved';
import { paths } from '@account/contracts';

/**
 * set-password?token=… and the legacy login/forgottenpassword/{token} (token as last path
 * segment; spec section 2: on success it leads to the content view, here the content service's
 * "password changed" page).
 */
export function SetPasswordPage({ legacy = false }: { legacy?: boolean }) {
  const { t } = useTranslation(NS);
  const addressToken = useTokenFromAddress();
  const { token: pathToken } = useParams();
  const token = (legacy ? pathToken : addressToken) ?? '';
  const flow = useSetPassword(
    legacy ? 'legacy' : 'setPassword',
    token,
    legacy ? paths.content('password-changed') : undefined,
  );
  const link = usePasswordLinkCheck(token);
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('setPassword.title')} focusKey="set-password" />
      {flow.saved ? (
        <PasswordSaved waysInRemovalToken={flow.saved.waysInRemovalToken} onContinue={flow.goOn} />
      ) : !token ? (
        <ExpiredLink messageKey="setPassword.missingToken" />
      ) : link === 'checking' ? (
        <Skeleton lines={4} />
      ) : flow.expired || link === 'dead' ? (
        <ExpiredLink messageKey="setPassword.expired" />
      ) : (
        <>
          <p>{t('setPassword.intro')}</p>
          {flow.error && <MessageNotice message={flow.error} />}
          <NewPasswordForm
            busy={flow.busy}
            passwordError={flow.tooCommon ? t('setPassword.tooCommon') : undefined}
            onSubmit={flow.submit}
          />
        </>
      )}
    </div>
  );
}
