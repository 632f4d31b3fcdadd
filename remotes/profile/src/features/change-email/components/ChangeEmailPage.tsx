import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmail } from '@account/api-client/profile';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Button, ButtonLink, ConfirmationNotice, Notice, SectionHeader } from '@account/ui';
import {
  Checkbox,
  ErrorSummary,
  PasswordField,
  TextField,
  useFormErrors,
  useSubmit,
  type ServerFieldError,
} from '@account/ui/forms';
import { NS } from '../../../i18n';
import { changeEmailSchema, type ChangeEmailForm } from '../schema';
import { classifyEmailChangeFailure, type EmailChangeFailure } from '../email-change-failure';

const FIELDS = ['newEmail', 'confirmation', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

/** Which field a failure belongs to; the others have none and show above the form. */
const FIELD_OF: Record<Exclude<EmailChangeFailure, 'generic' | 'tooMany'>, FieldName> = {
  wrongPassword: 'password',
  invalidEmail: 'newEmail',
  sameEmail: 'newEmail',
};

/**
 * change-email (spec sections 4, 5, 7, 8): new address twice, password, newsletter opt-in. The
 * change takes effect only when the customer confirms the link mailed to the new address. An
 * address of another account gets the same answer (its owner is told by mail instead).
 */
export function ChangeEmailPage() {
  const { t } = useTranslation(NS);
  const email = useSession((state) => state.user?.email ?? '');
  const { register, handleSubmit, formState } = useForm<ChangeEmailForm>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', confirmation: '', password: '', newsletterOptIn: false },
    shouldFocusError: false,
  });
  const request = useSubmit(
    (values: ChangeEmailForm) =>
      changeEmail({
        newEmail: values.newEmail.trim(),
        password: values.password,
        newsletterOptIn: values.newsletterOptIn,
      }),
    classifyEmailChangeFailure,
  );
  const failure = request.failure;
  const serverError: ServerFieldError<FieldName> | null =
    failure && failure !== 'generic' && failure !== 'tooMany'
      ? { field: FIELD_OF[failure], message: t(`changeEmail.errors.${failure}`) }
      : null;
  const form = useFormErrors({ formState, fields: FIELDS, translate: t, serverError });
  const back = { to: paths.profile.start(), label: t('changeEmail.back') };

  if (request.state.status === 'success')
    return (
      <>
        <SectionHeader title={t('changeEmail.title')} back={back} />
        <ConfirmationNotice>
          <h2>{t('changeEmail.changed.title')}</h2>
          <p>{t('changeEmail.changed.body', { email: request.state.result.pendingEmail })}</p>
          <ButtonLink to={paths.profile.start()}>{t('changeEmail.changed.back')}</ButtonLink>
        </ConfirmationNotice>
      </>
    );

  return (
    <>
      <SectionHeader title={t('changeEmail.title')} back={back} />
      <p>{t('changeEmail.current', { email })}</p>
      <p>{t('changeEmail.intro')}</p>
      <form noValidate onSubmit={handleSubmit((values) => void request.submit(values))}>
        <ErrorSummary {...form.summary} />
        {failure === 'generic' && (
          <Notice tone="error">{t('app.genericError', { ns: 'common' })}</Notice>
        )}
        {failure === 'tooMany' && <Notice tone="warning">{t('changeEmail.tooMany')}</Notice>}
        <TextField
          id="newEmail"
          label={t('changeEmail.newEmail')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          error={form.errorOf('newEmail')}
          {...register('newEmail')}
        />
        <TextField
          id="confirmation"
          label={t('changeEmail.confirmation')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          error={form.errorOf('confirmation')}
          {...register('confirmation')}
        />
        <PasswordField
          id="password"
          label={t('changeEmail.password')}
          hint={t('changeEmail.passwordHint')}
          autoComplete="current-password"
          error={form.errorOf('password')}
          {...register('password')}
        />
        <Checkbox label={t('changeEmail.newsletter')} {...register('newsletterOptIn')} />
        <Button type="submit" busy={request.busy}>
          {t('changeEmail.submit')}
        </Button>
      </form>
    </>
  );
}
