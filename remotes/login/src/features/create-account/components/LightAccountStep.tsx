import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createLightAccount, type AccountCreated } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { Checkbox, ErrorSummary, useFormErrors, useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../../components/MessageNotice';
import { lightAccountSchema, type LightAccountForm } from '../schemas';
import { createAccountOutcome } from '../server-errors';
import { FormField } from './FormField';
import { LegalNotice } from './LegalNotice';

interface LightAccountStepProps {
  email: string;
  /** Names a social login brought along (spec section 8); the customer may still change them. */
  names?: { firstName: string; lastName: string } | undefined;
  onCreated: (created: AccountCreated) => void;
  onDuplicate: () => void;
}

const FIELDS = ['firstName', 'lastName'] as const;
type LightField = (typeof FIELDS)[number];
const isLightField = (field: string): field is LightField =>
  (FIELDS as readonly string[]).includes(field);

/** The Swiss light account: names and e-mail now, the password through the double opt-in mail. */
export function LightAccountStep({ email, names, onCreated, onDuplicate }: LightAccountStepProps) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState } = useForm<LightAccountForm>({
    resolver: zodResolver(lightAccountSchema),
    defaultValues: {
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
      newsletterConsent: false,
    },
    shouldFocusError: false,
  });
  const request = useSubmit(
    async (values: LightAccountForm) => onCreated(await createLightAccount({ ...values, email })),
    createAccountOutcome,
  );
  const failure = request.failure;
  const serverField =
    failure?.kind === 'field' && isLightField(failure.field)
      ? { field: failure.field, message: failure.detail ?? '' }
      : null;
  const form = useFormErrors({ formState, fields: FIELDS, translate: t, serverError: serverField });
  // A refusal of a field this form does not have (none is expected) is shown as the generic error.
  const message =
    failure?.kind === 'message'
      ? failure.message
      : failure?.kind === 'field' && !serverField
        ? { key: 'genericError' }
        : null;

  async function submit(values: LightAccountForm) {
    const outcome = await request.submit(values);
    if (outcome?.ok === false && outcome.failure.kind === 'passwordStep') onDuplicate();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <p>{t('lightAccount.intro')}</p>
      {message && <MessageNotice message={message} />}
      <ErrorSummary {...form.summary} />
      <FormField
        autoComplete="given-name"
        registration={register('firstName')}
        error={form.errorOf('firstName')}
      />
      <FormField
        autoComplete="family-name"
        registration={register('lastName')}
        error={form.errorOf('lastName')}
      />
      <Checkbox
        id="newsletterConsent"
        label={t('createAccount.newsletterConsent')}
        hint={t('createAccount.newsletterHint')}
        {...register('newsletterConsent')}
      />
      <LegalNotice />
      <Button type="submit" busy={request.busy}>
        {t('lightAccount.submit')}
      </Button>
    </form>
  );
}
