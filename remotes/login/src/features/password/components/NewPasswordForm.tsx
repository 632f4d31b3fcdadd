import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, PasswordField } from '@account/ui';
import { NS } from '../../../i18n';
import { newPasswordSchema, type NewPasswordForm as Values } from '../schemas';
import { PasswordStrength } from './PasswordStrength';

interface NewPasswordFormProps {
  busy: boolean;
  /** A server refusal of the password itself, shown at the field. */
  passwordError?: string | undefined;
  username?: string;
  onSubmit: (password: string) => void;
}

/** Choosing a password: new-password autocomplete, confirmation, strength hints. */
export function NewPasswordForm({ busy, passwordError, username = '', onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const passwordRule = formState.errors.password?.message;
  const confirmation = formState.errors.confirmation?.message;
  const passwordMessage = passwordRule ? t(passwordRule) : passwordError;
  const errors = [
    ...(passwordMessage ? [{ fieldId: 'new-password', message: passwordMessage }] : []),
    ...(confirmation ? [{ fieldId: 'password-confirmation', message: t(confirmation) }] : []),
  ];
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.password))}>
      <ErrorSummary errors={errors} submitCount={formState.submitCount} />
      {/* Lets password managers store the new password under the right account. */}
      {username && <input type="hidden" name="username" autoComplete="username" value={username} readOnly />}
      <PasswordField
        id="new-password"
        label={t('setPassword.label')}
        hint={t('createAccount.passwordHint')}
        error={passwordMessage}
        autoComplete="new-password"
        {...register('password')}
      />
      <PasswordStrength password={password} userInputs={[username]} />
      <PasswordField
        id="password-confirmation"
        label={t('setPassword.confirm')}
        error={confirmation && t(confirmation)}
        autoComplete="new-password"
        {...register('confirmation')}
      />
      <Button type="submit" busy={busy}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}
