import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Route, Routes, useNavigate, useSearchParams } from '@account/router';
import { forgotPassword } from '@account/api-client';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, Notice, TextField, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { genericMessage } from '../../../components/api-messages';
import { MessageNotice } from '../../login/components/MessageNotice';
import type { Message } from '../../login/errors';
import { usernameSchema, type UsernameForm } from '../../login/schemas';

function ForgotPasswordForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const { register, handleSubmit, formState } = useForm<UsernameForm>({
    resolver: zodResolver(usernameSchema(locale)),
    defaultValues: { username: params.get('username') ?? '' },
    shouldFocusError: false,
  });
  const fieldError = formState.errors.username?.message;

  async function submit({ username }: UsernameForm) {
    setBusy(true);
    setError(null);
    try {
      await forgotPassword(username, params.get('redirectUri') ?? undefined);
      await navigate('success');
    } catch (failure) {
      setError(genericMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading title={t('forgotPassword.title')} focusKey="forgot" />
      <p>{t('forgotPassword.intro')}</p>
      {error && <MessageNotice message={error} />}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <ErrorSummary errors={fieldError ? [{ fieldId: 'username', message: t(fieldError) }] : []} />
        <TextField
          id="username"
          label={t('username.label')}
          error={fieldError && t(fieldError)}
          type={locale === 'de-CH' ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('username')}
        />
        <Button type="submit" busy={busy}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </>
  );
}

function ForgotPasswordSuccess() {
  const { t } = useTranslation(NS);
  return (
    <>
      <StepHeading title={t('forgotPassword.successTitle')} focusKey="success" />
      <Notice tone="success">{t('forgotPassword.success')}</Notice>
      <Link to="/login">{t('forgotPassword.toLogin')}</Link>
    </>
  );
}

/** forgot-password and forgot-password/success (spec section 2). */
export function ForgotPasswordPage() {
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <Routes>
        <Route index element={<ForgotPasswordForm />} />
        <Route path="success" element={<ForgotPasswordSuccess />} />
      </Routes>
    </div>
  );
}
