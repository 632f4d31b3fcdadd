import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@account/contracts';
import { Link, Route, Routes, useNavigate, useSearchParams } from '@account/router';
import { forgotPassword } from '@account/api-client/customer';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, theme } from '@account/ui';
import { ErrorSummary, useFormErrors, useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { genericMessage } from '../../../components/api-messages';
import { MessageNotice } from '../../../components/MessageNotice';
import { UsernameField } from '../../../components/UsernameField';
import { usernameSchema, type UsernameForm } from '../../../components/username-schema';

const FIELDS = ['username'] as const;

function ForgotPasswordForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState } = useForm<UsernameForm>({
    resolver: zodResolver(usernameSchema(currentLocale())),
    defaultValues: { username: params.get('username') ?? '' },
    shouldFocusError: false,
  });
  const form = useFormErrors({ formState, fields: FIELDS, translate: t });
  const request = useSubmit(async ({ username }: UsernameForm) => {
    await forgotPassword(username, params.get('redirectUri') ?? undefined);
    await navigate('success');
  }, genericMessage);

  return (
    <>
      <StepHeading title={t('forgotPassword.title')} focusKey="forgot" />
      <p>{t('forgotPassword.intro')}</p>
      {request.failure && <MessageNotice message={request.failure} />}
      <form noValidate onSubmit={handleSubmit(request.submit)}>
        <ErrorSummary {...form.summary} />
        <UsernameField error={form.errorOf('username')} {...register('username')} />
        <Button type="submit" busy={request.busy}>
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
      <ConfirmationNotice>{t('forgotPassword.success')}</ConfirmationNotice>
      <Link to={paths.login.start()}>{t('forgotPassword.toLogin')}</Link>
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
