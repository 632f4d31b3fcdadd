import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@account/router';
import { getLightAccountActivation } from '@account/api-client/customer';
import { reportError } from '@account/tracking';
import { useTranslation } from '@account/i18n';
import { Loading, Notice, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useTokenFromAddress } from '../../../hooks/useTokenFromAddress';
import { StepHeading } from '../../../components/StepHeading';
import { MessageNotice } from '../../../components/MessageNotice';
import { useSetPassword } from '../hooks/useSetPassword';
import { ExpiredLink } from './ExpiredLink';
import { NewPasswordForm } from './NewPasswordForm';
import { PasswordSaved } from './PasswordSaved';
import { paths } from '@account/contracts';

type Activation = 'loading' | 'required' | 'active' | 'failed';

/** What the log names when the activation link lacks the username (spec section 5). */
class EmptyUsername extends Error {
  override name = 'EMPTY_USERNAME';
}

/** The double opt-in link of a light account: choosing the password activates it. */
export function LightUserSetPasswordPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const token = useTokenFromAddress();
  const username = params.get('username')?.trim() ?? '';
  const [activation, setActivation] = useState<Activation>(username ? 'loading' : 'failed');
  const flow = useSetPassword('lightUser', token);

  useEffect(() => {
    if (!username) {
      // Spec section 5: an empty username logs an error and shows the generic error.
      reportError('login', 'light-user-set-password opened without username', new EmptyUsername());
      return;
    }
    getLightAccountActivation(username)
      .then((state) => setActivation(state.passwordRequired ? 'required' : 'active'))
      .catch(() => setActivation('failed'));
  }, [username]);

  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('setPassword.lightTitle')} focusKey="light" />
      {flow.saved ? (
        <PasswordSaved waysInRemovalToken={flow.saved.waysInRemovalToken} onContinue={flow.goOn} />
      ) : !token ? (
        <ExpiredLink messageKey="setPassword.missingToken" />
      ) : activation === 'loading' ? (
        <Loading />
      ) : activation === 'failed' ? (
        <MessageNotice message={{ key: 'genericError' }} />
      ) : activation === 'active' ? (
        <>
          <Notice>{t('setPassword.alreadyActive')}</Notice>
          <Link to={paths.login.start()}>{t('forgotPassword.toLogin')}</Link>
        </>
      ) : flow.expired ? (
        <ExpiredLink messageKey="setPassword.expired" />
      ) : (
        <>
          <p>{username}</p>
          {flow.error && <MessageNotice message={flow.error} />}
          <NewPasswordForm
            busy={flow.busy}
            username={username}
            passwordError={flow.tooCommon ? t('setPassword.tooCommon') : undefined}
            onSubmit={flow.submit}
          />
        </>
      )}
    </div>
  );
}
