import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { ErrorSummary, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { UsernameField } from '../../../components/UsernameField';
import type { UsernameForm } from '../../../components/username-schema';
import { usernameResolver } from '../../../components/username-resolver';

const FIELDS = ['username'] as const;

interface UsernameStepProps {
  defaultValue: string;
  busy: boolean;
  onSubmit: (username: string) => void;
}

export function UsernameStep({ defaultValue, busy, onSubmit }: UsernameStepProps) {
  const { t } = useTranslation(NS);
  const resolver = useMemo(() => usernameResolver(currentLocale()), []);
  const { register, handleSubmit, formState } = useForm<UsernameForm>({
    resolver,
    defaultValues: { username: defaultValue },
    shouldFocusError: false,
  });
  const form = useFormErrors({ formState, fields: FIELDS, translate: t });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.username))}>
      <ErrorSummary {...form.summary} />
      <UsernameField
        hint={t('username.hint')}
        error={form.errorOf('username')}
        // The browser also offers the shop's passkeys here (usePasskeyLogin).
        autoComplete="username webauthn"
        {...register('username')}
      />
      <Button type="submit" busy={busy}>
        {t('username.submit')}
      </Button>
    </form>
  );
}
