import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAccount, type AccountCreated } from '@account/api-client/customer';
import { trackCreateAccountFailed } from '@account/tracking';
import { birthDateToIso, countryOfLocale } from '@account/contracts';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import {
  Checkbox,
  ErrorSummary,
  PasswordField,
  RadioGroup,
  useFormErrors,
  useSubmit,
} from '@account/ui/forms';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../../components/MessageNotice';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { createAccountSchema, registrationSalutations, type CreateAccountForm } from '../schemas';
import { accountAddressFields, createAccountOutcome, type AccountField } from '../server-errors';
import { FormField } from './FormField';
import { LegalNotice } from './LegalNotice';

interface CreateAccountStepProps {
  email: string;
  /** Names a social login brought along (spec section 8); the customer may still change them. */
  names?: { firstName: string; lastName: string } | undefined;
  /**
   * A social sign-up's token (issue 21): the account opens with the provider linked and without
   * password, so the form asks for none.
   */
  socialSignUpToken?: string | undefined;
  /** The provider vouched for no e-mail (issue 24): the account needs a password all the same. */
  passwordRequired?: boolean;
  onCreated: (created: AccountCreated) => void;
  onDuplicate: () => void;
}

const FIELDS: readonly AccountField[] = [
  'salutation',
  ...accountAddressFields,
  'dateOfBirth',
  'password',
];

/** Create a full account (spec sections 3 and 8); the e-mail is the username entered before. */
export function CreateAccountStep({
  email,
  names,
  socialSignUpToken,
  passwordRequired = false,
  onCreated,
  onDuplicate,
}: CreateAccountStepProps) {
  const { t } = useTranslation(NS);
  const country = countryOfLocale[currentLocale()];
  const withPassword = !socialSignUpToken || passwordRequired;
  const { register, handleSubmit, formState, control } = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountSchema(country, { withPassword })),
    defaultValues: {
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
      street: '',
      streetNumber: '',
      addressAddition: '',
      zipCode: '',
      city: '',
      dateOfBirth: '',
      password: '',
      newsletterConsent: false,
    },
    shouldFocusError: false,
  });
  // Subscribed with useWatch so the strength hint re-renders with typing, not the whole form.
  const [password = '', firstName = '', lastName = ''] = useWatch({
    control,
    name: ['password', 'firstName', 'lastName'],
  });
  const request = useSubmit(
    async ({ dateOfBirth, addressAddition, password, ...rest }: CreateAccountForm) => {
      let created: AccountCreated;
      try {
        created = await createAccount({
          ...rest,
          ...(addressAddition ? { addressAddition } : {}),
          ...(socialSignUpToken && { socialRegistration: true, socialSignUpToken }),
          ...(withPassword && { password }),
          dateOfBirth: birthDateToIso(dateOfBirth) ?? '',
          email,
        });
      } catch (error) {
        // Spec section 8: the failure is tracked with status and server or client category.
        trackCreateAccountFailed(error);
        throw error;
      }
      onCreated(created);
    },
    createAccountOutcome,
  );
  const failure = request.failure;
  const zipValues = { digits: country === 'DE' ? '5' : '4' };
  const form = useFormErrors({
    formState,
    fields: FIELDS,
    radioGroups: ['salutation'],
    translate: (key) => t(key, zipValues),
    serverError:
      failure?.kind === 'field'
        ? { field: failure.field, message: failure.detail ?? t('setPassword.tooCommon') }
        : null,
  });

  async function submit(values: CreateAccountForm) {
    const outcome = await request.submit(values);
    if (outcome?.ok === false && outcome.failure.kind === 'passwordStep') onDuplicate();
  }

  const field = (name: Exclude<AccountField, 'password' | 'salutation'>) => ({
    registration: register(name),
    error: form.errorOf(name),
  });
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      {failure?.kind === 'message' && <MessageNotice message={failure.message} />}
      <ErrorSummary {...form.summary} />
      <input type="hidden" name="email" autoComplete="username" value={email} readOnly />
      <Controller
        control={control}
        name="salutation"
        render={({ field: { value, onChange } }) => (
          <RadioGroup
            id="salutation"
            name="salutation"
            legend={t('createAccount.salutation')}
            hint={t('createAccount.salutationHint')}
            error={form.errorOf('salutation')}
            value={value ?? null}
            onChange={onChange}
            options={registrationSalutations.map((option) => ({
              value: option,
              label: t(`createAccount.salutations.${option}`),
            }))}
          />
        )}
      />
      <FormField autoComplete="given-name" {...field('firstName')} />
      <FormField autoComplete="family-name" {...field('lastName')} />
      <div css={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: theme.space(2) }}>
        <FormField autoComplete="address-line1" {...field('street')} />
        <FormField {...field('streetNumber')} />
      </div>
      <FormField autoComplete="address-line2" {...field('addressAddition')} />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: theme.space(2) }}>
        <FormField autoComplete="postal-code" inputMode="numeric" {...field('zipCode')} />
        <FormField autoComplete="address-level2" {...field('city')} />
      </div>
      <FormField
        autoComplete="bday"
        inputMode="numeric"
        hint={t('createAccount.dateOfBirthHint')}
        {...field('dateOfBirth')}
      />
      {withPassword && (
        <>
          <PasswordField
            id="password"
            label={t('createAccount.password')}
            hint={t('createAccount.passwordHint')}
            error={form.errorOf('password')}
            autoComplete="new-password"
            {...register('password')}
          />
          <PasswordStrength password={password} userInputs={[email, firstName, lastName]} />
        </>
      )}
      <Checkbox
        id="newsletterConsent"
        label={t('createAccount.newsletterConsent')}
        hint={t('createAccount.newsletterHint')}
        {...register('newsletterConsent')}
      />
      <LegalNotice />
      <Button type="submit" busy={request.busy}>
        {t('createAccount.submit')}
      </Button>
    </form>
  );
}
