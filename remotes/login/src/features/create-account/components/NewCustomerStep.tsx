import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { ErrorSummary, TextField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { newCustomerSchema, type NewCustomerForm } from '../schemas';

const FIELDS = ['email'] as const;

interface NewCustomerStepProps {
  busy: boolean;
  onSubmit: (email: string) => void;
}

/**
 * "Neu bei …? Kundenkonto anlegen": the e-mail address first, as the login does; the username
 * check then leads an unknown address to create account and a known one to its password.
 */
export function NewCustomerStep({ busy, onSubmit }: NewCustomerStepProps) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState } = useForm<NewCustomerForm>({
    resolver: zodResolver(newCustomerSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const form = useFormErrors({ formState, fields: FIELDS, translate: t });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      <p>{t('newCustomer.intro')}</p>
      <ErrorSummary {...form.summary} />
      <TextField
        id="email"
        label={t('newCustomer.label')}
        error={form.errorOf('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email')}
      />
      <Button type="submit" busy={busy}>
        {t('newCustomer.submit')}
      </Button>
    </form>
  );
}
