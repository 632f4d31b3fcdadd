import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, TextField } from '@account/ui';
import { NS } from '../../../i18n';
import { usernameSchema, type UsernameForm } from '../schemas';

interface UsernameStepProps {
  defaultValue: string;
  busy: boolean;
  onSubmit: (username: string) => void;
}

export function UsernameStep({ defaultValue, busy, onSubmit }: UsernameStepProps) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const { register, handleSubmit, formState } = useForm<UsernameForm>({
    resolver: zodResolver(usernameSchema(locale)),
    defaultValues: { username: defaultValue },
    shouldFocusError: false,
  });
  const error = formState.errors.username?.message;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.username))}>
      <ErrorSummary errors={error ? [{ fieldId: 'username', message: t(error) }] : []} submitCount={formState.submitCount} />
      <TextField
        id="username"
        label={t('username.label')}
        hint={t('username.hint')}
        error={error && t(error)}
        type={locale === 'de-CH' ? 'email' : 'text'}
        inputMode={locale === 'de-CH' ? 'email' : 'text'}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...register('username')}
      />
      <Button type="submit" busy={busy}>
        {t('username.submit')}
      </Button>
    </form>
  );
}
