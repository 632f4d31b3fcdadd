import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAccount, type AccountCreated } from '@account/api-client';
import { birthDateToIso, countryOfLocale } from '@account/contracts';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, Checkbox, ErrorSummary, PasswordField, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../login/components/MessageNotice';
import type { Message } from '../../login/errors';
import { PasswordStrength } from '../../password/components/PasswordStrength';
import { createAccountSchema, type CreateAccountForm } from '../schemas';
import { createAccountOutcome, type AccountField } from '../server-errors';
import { FormField } from './FormField';

interface CreateAccountStepProps {
  email: string;
  /** Names a social login brought along (spec section 8); the customer may still change them. */
  names?: { firstName: string; lastName: string } | undefined;
  onCreated: (created: AccountCreated) => void;
  onDuplicate: () => void;
}

const ORDER: AccountField[] = ['firstName', 'lastName', 'street', 'streetNumber', 'addressAddition', 'zipCode', 'city', 'dateOfBirth', 'password'];

/** Create a full account (spec sections 3 and 8); the e-mail is the username entered before. */
export function CreateAccountStep({ email, names, onCreated, onDuplicate }: CreateAccountStepProps) {
  const { t } = useTranslation(NS);
  const country = countryOfLocale[currentLocale()];
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [serverField, setServerField] = useState<{ field: AccountField; detail: string } | null>(null);
  const { register, handleSubmit, formState, control } = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountSchema(country)),
    defaultValues: { firstName: names?.firstName ?? '', lastName: names?.lastName ?? '', street: '', streetNumber: '', addressAddition: '', zipCode: '', city: '', dateOfBirth: '', password: '', newsletterConsent: false },
    shouldFocusError: false,
  });
  // Subscribed with useWatch so the strength hint re-renders with typing, not the whole form.
  const [password = '', firstName = '', lastName = ''] = useWatch({ control, name: ['password', 'firstName', 'lastName'] });
  const { errors } = formState;
  const zipValues = { digits: country === 'DE' ? '5' : '4' };
  const messageOf = (field: AccountField) => {
    const key = errors[field]?.message;
    if (key) return t(key, zipValues);
    return serverField?.field === field ? serverField.detail : undefined;
  };
  const summary = ORDER.flatMap((field) => {
    const text = messageOf(field);
    return text ? [{ fieldId: field, message: text }] : [];
  });

  async function submit(values: CreateAccountForm) {
    setBusy(true);
    setMessage(null);
    setServerField(null);
    try {
      const { dateOfBirth, addressAddition, ...rest } = values;
      const created = await createAccount({
        ...rest,
        ...(addressAddition ? { addressAddition } : {}),
        dateOfBirth: birthDateToIso(dateOfBirth) ?? '',
        email,
      });
      onCreated(created);
    } catch (failure) {
      const outcome = createAccountOutcome(failure);
      if (outcome.kind === 'passwordStep') onDuplicate();
      else if (outcome.kind === 'message') setMessage(outcome.message);
      else setServerField({ field: outcome.field, detail: outcome.detail ?? t('setPassword.tooCommon') });
    } finally {
      setBusy(false);
    }
  }

  const field = { register, errors, values: zipValues };
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      {message && <MessageNotice message={message} />}
      <ErrorSummary errors={summary} submitCount={formState.submitCount} />
      <input type="hidden" name="email" autoComplete="username" value={email} readOnly />
      <FormField name="firstName" autoComplete="given-name" serverError={messageOf('firstName')} {...field} />
      <FormField name="lastName" autoComplete="family-name" serverError={messageOf('lastName')} {...field} />
      <div css={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: theme.space(2) }}>
        <FormField name="street" autoComplete="address-line1" serverError={messageOf('street')} {...field} />
        <FormField name="streetNumber" serverError={messageOf('streetNumber')} {...field} />
      </div>
      <FormField name="addressAddition" autoComplete="address-line2" serverError={messageOf('addressAddition')} {...field} />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: theme.space(2) }}>
        <FormField name="zipCode" autoComplete="postal-code" inputMode="numeric" serverError={messageOf('zipCode')} {...field} />
        <FormField name="city" autoComplete="address-level2" serverError={messageOf('city')} {...field} />
      </div>
      <FormField
        name="dateOfBirth"
        autoComplete="bday"
        inputMode="numeric"
        hint={t('createAccount.dateOfBirthHint')}
        serverError={messageOf('dateOfBirth')}
        {...field}
      />
      <PasswordField
        id="password"
        label={t('createAccount.password')}
        hint={t('createAccount.passwordHint')}
        error={messageOf('password')}
        autoComplete="new-password"
        {...register('password')}
      />
      <PasswordStrength password={password} userInputs={[email, firstName, lastName]} />
      <Checkbox id="newsletterConsent" label={t('createAccount.newsletterConsent')} {...register('newsletterConsent')} />
      <Button type="submit" busy={busy}>
        {t('createAccount.submit')}
      </Button>
    </form>
  );
}
