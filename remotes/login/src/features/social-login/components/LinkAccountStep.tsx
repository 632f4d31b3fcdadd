import { useState, type FormEvent } from 'react';
import { ApiError } from '@account/api-client';
import { linkSocialLoginByPassword, requestSocialLinkMail } from '@account/api-client/customer';
import type { LoggedInUser } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, theme } from '@account/ui';
import { ErrorSummary, PasswordField, useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../../components/MessageNotice';
import { loginErrorMessage } from '../../../components/login-errors';
import type { Message } from '../../../components/message';
import { keepLinkToken } from '../link-token';

interface LinkAccountStepProps {
  linkToken: string;
  email: string;
  providerName: string;
  onLinked: (user: LoggedInUser) => void;
}

/**
 * "Konto verknüpfen": the account that already has the provider's e-mail proves it is the
 * customer's — by its password, or by a link mailed to it — before the provider is linked.
 */
export function LinkAccountStep({
  linkToken,
  email,
  providerName,
  onLinked,
}: LinkAccountStepProps) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [error, setError] = useState<Message | null>(null);
  const [mailSent, setMailSent] = useState(false);
  const linking = useSubmit(
    async (entered: string) => onLinked(await linkSocialLoginByPassword(linkToken, entered)),
    (failure): Message =>
      failure instanceof ApiError && failure.errorKey === 'TOKEN_INVALID'
        ? { key: 'socialLogin.link.expired' }
        : loginErrorMessage(failure),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    setMissing(!password);
    if (!password) return;
    setError(null);
    const outcome = await linking.submit(password);
    if (outcome?.ok === false) setError(outcome.failure);
  }

  async function sendMail() {
    setError(null);
    try {
      keepLinkToken(linkToken);
      await requestSocialLinkMail(linkToken);
      setMailSent(true);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  }

  const fieldError = missing ? t('socialLogin.link.passwordMissing') : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        errors={fieldError ? [{ fieldId: 'link-password', message: fieldError }] : []}
        submitCount={submitCount}
      />
      <h2>{t('socialLogin.link.title')}</h2>
      <p>{t('socialLogin.link.intro', { email, provider: providerName })}</p>
      {error && <MessageNotice message={error} />}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <PasswordField
        id="link-password"
        label={t('socialLogin.link.password')}
        autoComplete="current-password"
        error={fieldError}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" busy={linking.busy}>
        {t('socialLogin.link.submit')}
      </Button>
      <div css={{ marginTop: theme.space(3) }}>
        {mailSent ? (
          <ConfirmationNotice>{t('socialLogin.link.mailSent', { email })}</ConfirmationNotice>
        ) : (
          <Button variant="link" onClick={() => void sendMail()}>
            {t('socialLogin.link.byMail')}
          </Button>
        )}
      </div>
    </form>
  );
}
