import type { FieldErrors, UseFormRegister, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '@account/i18n';
import { TextField } from '@account/ui';
import { NS } from '../../../i18n';

interface FormFieldProps<T extends FieldValues> {
  name: Path<T> & string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  /** A server detail for this field, shown instead of a client message. */
  serverError?: string | undefined;
  values?: Record<string, string>;
}

/** A labelled text field of the create-account forms; label key createAccount.<name>. */
export function FormField<T extends FieldValues>({ name, register, errors, serverError, values, ...input }: FormFieldProps<T>) {
  const { t } = useTranslation(NS);
  const message = errors[name]?.message;
  const error = typeof message === 'string' ? t(message, values) : serverError;
  return <TextField id={name} label={t(`createAccount.${name}`)} error={error} {...input} {...register(name)} />;
}
