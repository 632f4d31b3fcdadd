import type { HTMLAttributes } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { Button, Notice } from '@account/ui';
import { ErrorSummary, TextField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { ServiceText } from '../../../components/ServiceText';
import { useVerifyAccount } from '../hooks/useVerifyAccount';
import type { CamelProof } from '../proof';

export interface VerificationField<T> {
  name: Path<T> & keyof T & string;
  label: string;
  hint?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

interface VerificationFormProps<T extends FieldValues> {
  /** `zodResolver(schema)` of the page's schema. */
  resolver: Resolver<T>;
  defaults: DefaultValues<T>;
  fields: VerificationField<T>[];
  toProof: (values: T) => CamelProof;
}

/** One proof's form: its fields, the spec's GOV.UK error handling, and the verify call. */
export function VerificationForm<T extends FieldValues>({
  resolver,
  defaults,
  fields,
  toProof,
}: VerificationFormProps<T>) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState } = useForm<T>({
    resolver,
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const verify = useVerifyAccount();
  const form = useFormErrors({
    formState,
    fields: fields.map((field) => field.name),
    translate: t,
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => void verify.submit(toProof(values)))}>
      <ErrorSummary {...form.summary} />
      {verify.failure === 'tooMany' && (
        <Notice tone="warning">
          <ServiceText ns={NS} i18nKey="verification.tooMany" />
        </Notice>
      )}
      {verify.failure === 'expired' && (
        <Notice tone="error">
          {t('verification.expired')}{' '}
          <Link to={paths.login.start()}>{t('verification.toLogin')}</Link>
        </Notice>
      )}
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={field.name}
          label={field.label}
          hint={field.hint}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          error={form.errorOf(field.name)}
          {...register(field.name)}
        />
      ))}
      <Button type="submit" busy={verify.busy}>
        {t('verification.submit')}
      </Button>
    </form>
  );
}
