import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { ErrorSummary, PasswordField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { newPasswordSchema, type NewPasswordForm as Values } from '../schemas';

interface NewPasswordFormProps {
  busy: boolean;
  /** A server refusal of the password itself, shown at the field. */
  passwordError?: string | undefined;
  username?: string;
  onSubmit: (password: string) => void;
}

const FIELDS = ['password', 'confirmation'] as const;

/** Choosing a password: new-password autocomplete, confirmation, strength hints. */
export function NewPasswordForm({
  busy,
  passwordError,
  username = '',
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const form = useFormErrors({
    formState,
    fields: FIELDS,
    translate: t,
    serverError: passwordError ? { field: 'password', message: passwordError } : null,
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.password))}>
      <ErrorSummary {...form.summary} />
      {/* Lets password managers store the new password under the right account. */}
      {username && (
        <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      )}
      <PasswordField
        id="password"
        label={t('setPassword.label')}
        hint={t('createAccount.passwordHint')}
        error={form.errorOf('password')}
        autoComplete="new-password"
        {...register('password')}
      />
      <PasswordStrength password={password} userInputs={[username]} />
      <PasswordField
        id="confirmation"
        label={t('setPassword.confirm')}
        error={form.errorOf('confirmation')}
        autoComplete="new-password"
        {...register('confirmation')}
      />
      <Button type="submit" busy={busy}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}
