import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getBankDetails } from '@account/api-client/payments';
import { currentLocale } from '@account/config';
import { countryOfLocale, groupIban, paths, type BankDetails } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { useSession } from '@account/session';
import {
  AsyncContent,
  Button,
  Notice,
  SectionHeader,
  Skeleton,
  theme,
  useAsync,
} from '@account/ui';
import { ErrorSummary, TextField, useFormErrors } from '@account/ui/forms';
import { StepUpModal } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { useSaveBankDetails } from '../hooks/useSaveBankDetails';
import { bankDetailsSchema, type BankDetailsForm } from './bank-details-schema';

const FIELDS = ['accountHolder', 'iban'] as const;

function BankDetailsEditForm({ current }: { current: BankDetails | null }) {
  const { t } = useTranslation(NS);
  const user = useSession((state) => state.user);
  const country = countryOfLocale[currentLocale()];
  const { register, handleSubmit, formState, setValue, getValues } = useForm<BankDetailsForm>({
    resolver: zodResolver(bankDetailsSchema(country)),
    defaultValues: {
      accountHolder: current?.accountHolder ?? (user ? `${user.firstName} ${user.lastName}` : ''),
      iban: '',
    },
    shouldFocusError: false,
  });
  const save = useSaveBankDetails();
  const form = useFormErrors({
    formState,
    fields: FIELDS,
    translate: t,
    serverError:
      save.failure === 'ibanInvalid'
        ? { field: 'iban', message: t('edit.errors.ibanInvalid') }
        : null,
  });
  const iban = register('iban');

  return (
    <>
      <form noValidate onSubmit={handleSubmit(save.submit)} css={{ maxWidth: theme.size.readable }}>
        <p>{t('edit.intro')}</p>
        <ErrorSummary {...form.summary} />
        {save.failure === 'verifyFailed' && <Notice tone="error">{t('edit.verifyError')}</Notice>}
        {save.failure === 'saveFailed' && <Notice tone="error">{t('edit.saveError')}</Notice>}
        <TextField
          id="accountHolder"
          label={t('edit.accountHolder')}
          autoComplete="name"
          error={form.errorOf('accountHolder')}
          {...register('accountHolder')}
        />
        <TextField
          id="iban"
          label={t('edit.iban')}
          hint={t('edit.ibanHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.errorOf('iban')}
          {...iban}
          onBlur={(event) => {
            // Shown grouped by four once typed; what is sent is normalized again (api-client).
            setValue('iban', groupIban(getValues('iban')));
            void iban.onBlur(event);
          }}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
          <Button type="submit" busy={save.busy}>
            {t('edit.submit')}
          </Button>
          <Link to={paths.payments.start()}>{t('edit.cancel')}</Link>
        </div>
      </form>
      <StepUpModal
        {...save.passwordModal}
        errorMessage={save.failure === 'saveFailed' ? t('edit.saveError') : undefined}
      />
    </>
  );
}

/** payment-methods/edit: add or change the bank details (spec section 2). */
export function BankDetailsEditPage() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(() => getBankDetails(), 'bank-details');
  const title =
    state.status === 'success' && state.data ? t('edit.titleChange') : t('edit.titleAdd');
  return (
    <>
      <SectionHeader
        title={state.status === 'success' ? title : t('edit.titleChange')}
        back={{ to: paths.payments.start(), label: t('edit.back') }}
      />
      <AsyncContent
        state={state}
        errorMessage={t('edit.loadError')}
        onRetry={reload}
        skeleton={<Skeleton lines={4} />}
      >
        {(current) => <BankDetailsEditForm current={current} />}
      </AsyncContent>
    </>
  );
}
