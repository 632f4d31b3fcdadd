import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, Checkbox, ErrorSummary, TextField, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { passwordSchema, type PasswordForm } from '../schemas';
import { MagicLinkButton } from '../../magic-link/components/MagicLinkButton';

interface PasswordStepProps {
  username: string;
  busy: boolean;
  onSubmit: (password: string, stayLoggedIn: boolean) => void;
  onChangeUsername: () => void;
  onPasswordUnknown: () => void;
}

export function PasswordStep({ username, busy, onSubmit, onChangeUsername, onPasswordUnknown }: PasswordStepProps) {
  const { t } = useTranslation(NS);
  const [visible, setVisible] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', stayLoggedIn: false },
    shouldFocusError: false,
  });
  const error = formState.errors.password?.message;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.password, values.stayLoggedIn))}>
      <ErrorSummary errors={error ? [{ fieldId: 'password', message: t(error) }] : []} submitCount={formState.submitCount} />
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
        error={error && t(error)}
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
      {isFlagOn('stayLoggedIn') && <Checkbox id="stayLoggedIn" label={t('password.stayLoggedIn')} {...register('stayLoggedIn')} />}
      <Button type="submit" busy={busy}>
        {t('password.submit')}
      </Button>
      <p css={{ marginTop: theme.space(3) }}>
        <Button variant="link" onClick={onPasswordUnknown}>
          {t('forgotPasswordLink')}
        </Button>
      </p>
      {isFlagOn('magicLinkLogin') && <MagicLinkButton username={username} />}
    </form>
  );
}
