import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createLightAccount, type AccountCreated } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { Button, Checkbox, ErrorSummary } from '@account/ui';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../login/components/MessageNotice';
import type { Message } from '../../login/errors';
import { lightAccountSchema, type LightAccountForm } from '../schemas';
import { createAccountOutcome } from '../server-errors';
import { FormField } from './FormField';

interface LightAccountStepProps {
  email: string;
  /** Names a social login brought along (spec section 8); the customer may still change them. */
  names?: { firstName: string; lastName: string } | undefined;
  onCreated: (created: AccountCreated) => void;
  onDuplicate: () => void;
}

/** The Swiss light account: names and e-mail now, the password through the double opt-in mail. */
export function LightAccountStep({ email, names, onCreated, onDuplicate }: LightAccountStepProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [serverField, setServerField] = useState<{ field: 'firstName' | 'lastName'; detail: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<LightAccountForm>({
    resolver: zodResolver(lightAccountSchema),
    defaultValues: { firstName: names?.firstName ?? '', lastName: names?.lastName ?? '', newsletterConsent: false },
    shouldFocusError: false,
  });
  const { errors } = formState;
  const messageOf = (field: 'firstName' | 'lastName') => {
    const key = errors[field]?.message;
    return key ? t(key) : serverField?.field === field ? serverField.detail : undefined;
  };
  const summary = (['firstName', 'lastName'] as const).flatMap((field) => {
    const text = messageOf(field);
    return text ? [{ fieldId: field, message: text }] : [];
  });

  async function submit(values: LightAccountForm) {
    setBusy(true);
    setMessage(null);
    setServerField(null);
    try {
      onCreated(await createLightAccount({ ...values, email }));
    } catch (failure) {
      const outcome = createAccountOutcome(failure);
      if (outcome.kind === 'passwordStep') onDuplicate();
      else if (outcome.kind === 'field' && (outcome.field === 'firstName' || outcome.field === 'lastName'))
        setServerField({ field: outcome.field, detail: outcome.detail ?? '' });
      else setMessage(outcome.kind === 'message' ? outcome.message : { key: 'genericError' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <p>{t('lightAccount.intro')}</p>
      {message && <MessageNotice message={message} />}
      <ErrorSummary errors={summary} submitCount={formState.submitCount} />
      <FormField name="firstName" autoComplete="given-name" register={register} errors={errors} serverError={messageOf('firstName')} />
      <FormField name="lastName" autoComplete="family-name" register={register} errors={errors} serverError={messageOf('lastName')} />
      <Checkbox id="newsletterConsent" label={t('createAccount.newsletterConsent')} {...register('newsletterConsent')} />
      <Button type="submit" busy={busy}>
        {t('lightAccount.submit')}
      </Button>
    </form>
  );
}
