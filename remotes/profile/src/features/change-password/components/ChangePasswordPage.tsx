import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isLastWayIn, removeWaysIn } from '@account/api-client/customer';
import { changePassword, resetPassword } from '@account/api-client/profile';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Button, ButtonLink, ConfirmationNotice, Notice, SectionHeader } from '@account/ui';
import {
  ErrorSummary,
  PasswordField,
  useFormErrors,
  useSubmit,
  type ServerFieldError,
} from '@account/ui/forms';
import { useTokenFromAddress } from '@account/ui/mail-links';
import { WaysInRemovalOffer } from '@account/ui/ways-in';
import { NS } from '../../../i18n';
import { changePasswordSchema, resetPasswordSchema, type ChangePasswordForm } from '../schema';
import {
  classifyPasswordChangeFailure,
  type PasswordChangeFailure,
} from '../password-change-failure';

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;
type FieldName = (typeof FIELDS)[number];

const FIELD_OF: Partial<Record<PasswordChangeFailure, FieldName>> = {
  wrongPassword: 'currentPassword',
  sameAsCurrent: 'newPassword',
  tooCommon: 'newPassword',
};

/**
 * change-password (spec sections 4, 5, 7, 8): current, new, confirmation; success replaces the
 * form with the focused notice every change confirms in (issue 40), followed by the offer to
 * remove every passkey and provider login when the account has any (issue 33). Opened with a reset link's token (`?token=`) it asks for no current
 * password and sends user/reset-password; a dead link is the spec's "wrong token".
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(NS);
  const token = useTokenFromAddress();
  const email = useSession((state) => state.user?.email ?? '');
  const [confirmed, setConfirmed] = useState(false);
  // Issue 33: the grant to remove every passkey and provider login, when the account has any.
  const [waysInRemovalToken, setWaysInRemovalToken] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(token ? resetPasswordSchema : changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    shouldFocusError: false,
  });
  const request = useSubmit(async (values: ChangePasswordForm) => {
    const changed = token
      ? await resetPassword({ token, newPassword: values.newPassword })
      : await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
    setWaysInRemovalToken(changed.waysInRemovalToken ?? null);
    reset();
    setConfirmed(true);
  }, classifyPasswordChangeFailure);
  const failure = request.failure;
  const field = failure ? FIELD_OF[failure] : undefined;
  const serverError: ServerFieldError<FieldName> | null =
    failure && field ? { field, message: t(`changePassword.errors.${failure}`) } : null;
  const form = useFormErrors({ formState, fields: FIELDS, translate: t, serverError });
  const header = (
    <SectionHeader
      title={t('changePassword.title')}
      back={{ to: paths.profile.start(), label: t('changePassword.back') }}
    />
  );

  if (confirmed)
    return (
      <>
        {header}
        <ConfirmationNotice>
          <h2>{t('changePassword.changed.title')}</h2>
          <p>{t('changePassword.changed.body')}</p>
        </ConfirmationNotice>
        {waysInRemovalToken && (
          <WaysInRemovalOffer
            onRemove={() => removeWaysIn(waysInRemovalToken)}
            isLastWayIn={isLastWayIn}
          />
        )}
        <ButtonLink to={paths.profile.start()}>{t('changePassword.changed.close')}</ButtonLink>
      </>
    );

  return (
    <>
      {header}
      <p>{t('changePassword.intro')}</p>
      <form noValidate onSubmit={handleSubmit((values) => void request.submit(values))}>
        <ErrorSummary {...form.summary} />
        {failure && !field && (
          <Notice tone="error">
            {failure === 'wrongToken'
              ? t('changePassword.errors.wrongToken')
              : t('app.genericError', { ns: 'common' })}
          </Notice>
        )}
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        {!token && (
          <PasswordField
            id="currentPassword"
            label={t('changePassword.current')}
            autoComplete="current-password"
            error={form.errorOf('currentPassword')}
            {...register('currentPassword')}
          />
        )}
        <PasswordField
          id="newPassword"
          label={t('changePassword.new')}
          hint={t('changePassword.newHint')}
          autoComplete="new-password"
          error={form.errorOf('newPassword')}
          {...register('newPassword')}
        />
        <PasswordField
          id="confirmation"
          label={t('changePassword.confirmation')}
          autoComplete="new-password"
          error={form.errorOf('confirmation')}
          {...register('confirmation')}
        />
        <Button type="submit" busy={request.busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </>
  );
}
