import { useEffect, useMemo } from 'react';
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
  /** The username of the step a reload left; filled in only into a field nobody typed in. */
  reloadedValue?: string | undefined;
  busy: boolean;
  onSubmit: (username: string) => void;
}

export function UsernameStep({ defaultValue, reloadedValue, busy, onSubmit }: UsernameStepProps) {
  const { t } = useTranslation(NS);
  const resolver = useMemo(() => usernameResolver(currentLocale()), []);
  const { register, handleSubmit, formState, getValues, setValue } = useForm<UsernameForm>({
    resolver,
    defaultValues: { username: defaultValue },
    shouldFocusError: false,
  });
  // After hydration, not as a default: the prerendered field may already hold what the customer
  // typed, which must never be overwritten.
  useEffect(() => {
    const field = document.getElementById('username') as HTMLInputElement | null;
    const typedIn = getValues('username') || field?.value || field === document.activeElement;
    if (reloadedValue && !typedIn) setValue('username', reloadedValue);
  }, [reloadedValue, getValues, setValue]);
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
