import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { Checkbox, ErrorSummary, TextField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { passwordSchema, type PasswordForm } from '../schemas';

interface PasswordStepProps {
  username: string;
  busy: boolean;
  onSubmit: (password: string, stayLoggedIn: boolean) => void;
  onChangeUsername: () => void;
  onPasswordUnknown: () => void;
  /** The magic-link offer, composed in by the login screen (features do not import each other). */
  magicLink?: ReactNode;
}

const FIELDS = ['password'] as const;

export function PasswordStep({
  username,
  busy,
  onSubmit,
  onChangeUsername,
  onPasswordUnknown,
  magicLink,
}: PasswordStepProps) {
  const { t } = useTranslation(NS);
  const [visible, setVisible] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', stayLoggedIn: false },
    shouldFocusError: false,
  });
  const form = useFormErrors({ formState, fields: FIELDS, translate: t });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.password, values.stayLoggedIn))}
    >
      <ErrorSummary {...form.summary} />
      <p css={{ marginTop: 0 }}>
        {t('password.loggedInAs')} <strong>{username}</strong>{' '}
        <Button variant="link" onClick={onChangeUsername}>
          {t('password.changeUsername')}
        </Button>
      </p>
      {/* Lets password managers pair the saved password with the username of the first step. */}
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <TextField
        id="password"
        label={t('password.label')}
        error={form.errorOf('password')}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus
        {...register('password')}
      />
      <div css={{ marginTop: `-${theme.space(2)}`, marginBottom: theme.space(3) }}>
        <Button variant="link" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('password.hide') : t('password.show')}
        </Button>
      </div>
      {isFlagOn('stayLoggedIn') && (
        <Checkbox
          id="stayLoggedIn"
          label={t('password.stayLoggedIn')}
          {...register('stayLoggedIn')}
        />
      )}
      <Button type="submit" busy={busy}>
        {t('password.submit')}
      </Button>
      <p css={{ marginTop: theme.space(3) }}>
        <Button variant="link" onClick={onPasswordUnknown}>
          {t('forgotPasswordLink')}
        </Button>
      </p>
      {magicLink}
    </form>
  );
}
