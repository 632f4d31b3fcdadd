import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@account/i18n';
import { TextField } from '@account/ui/forms';
import { NS } from '../../../i18n';

interface FormFieldProps {
  registration: UseFormRegisterReturn;
  /** The field's inline error, worded (from `useFormErrors`). */
  error: string | undefined;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
}

/** A labelled text field of the create-account forms; label key createAccount.<name>. */
export function FormField({ registration, error, ...input }: FormFieldProps) {
  const { t } = useTranslation(NS);
  return (
    <TextField
      id={registration.name}
      label={t(`createAccount.${registration.name}`)}
      error={error}
      {...input}
      {...registration}
    />
  );
}
