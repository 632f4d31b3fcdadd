import { useForm, useWatch } from 'react-hook-form';
import { saveBillingAddress } from '@account/api-client/addresses';
import { addressCountries, paths, type CountryCode } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useFormDraft } from '@account/session';
import { theme, useConfirmation } from '@account/ui';
import { ErrorSummary, Select, TextField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { addressResolver, messageValues } from '../../../components/address-form-errors';
import { CheckedSaveRecommendation } from '../../../components/CheckedSaveRecommendation';
import { FormActions } from '../../../components/FormActions';
import { SaveFailureNotice } from '../../../components/SaveFailureNotice';
import { useCheckedSave } from '../../../hooks/useCheckedSave';
import { billingErrors, billingFields, type BillingAddressForm } from '../billing-form';

const pair = (columns: string) =>
  ({ display: 'grid', gridTemplateColumns: columns, gap: theme.space(2), maxWidth: 420 }) as const;

/**
 * The billing address form (spec section 3): checked like a delivery address, never a pick-up
 * point. Saved, it leads to the address list and confirms there in the focused notice, as a
 * saved delivery address does.
 */
export function BillingAddressFormView({ initial }: { initial: BillingAddressForm }) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  const { register, handleSubmit, formState, control, setValue, getValues, watch, reset } =
    useForm<BillingAddressForm>({
      resolver: addressResolver(billingErrors),
      defaultValues: initial,
      shouldFocusError: false,
    });
  useFormDraft('billing-address', { watch, getValues, reset });
  const country = useWatch({ control, name: 'countryCode' }) as CountryCode;
  const request = useCheckedSave<BillingAddressForm>({
    addressOf: (values) => ({ ...values, countryCode: values.countryCode as CountryCode }),
    save: async (values) => {
      await saveBillingAddress(values);
      await confirm(t('billing.saved'), { navigateTo: paths.addresses.start() });
    },
  });
  const values = messageValues(country, t(`address.countries.${country}`));
  const failure = request.failure;
  const form = useFormErrors({
    formState,
    fields: billingFields,
    translate: (key) => t(key, values),
    serverError:
      failure?.kind === 'field' && (billingFields as readonly string[]).includes(failure.field)
        ? {
            field: failure.field as (typeof billingFields)[number],
            message: t(`form.invalid.${failure.field}`, values),
          }
        : null,
  });
  const field = (name: (typeof billingFields)[number], extra: object = {}) => ({
    id: name,
    label: t(`form.${name}`),
    error: form.errorOf(name),
    ...extra,
    ...register(name),
  });

  return (
    <>
      <form noValidate onSubmit={handleSubmit(request.submit)}>
        <SaveFailureNotice failure={failure} />
        <ErrorSummary {...form.summary} />
        <div css={pair('2fr 1fr')}>
          <TextField {...field('street', { autoComplete: 'billing address-line1' })} />
          <TextField {...field('streetNumber')} />
        </div>
        <div css={pair('1fr 2fr')}>
          <TextField
            {...field('zipCode', { autoComplete: 'billing postal-code', inputMode: 'numeric' })}
          />
          <TextField {...field('city', { autoComplete: 'billing address-level2' })} />
        </div>
        <Select
          id="countryCode"
          label={t('form.countryCode')}
          autoComplete="billing country"
          options={addressCountries.map((code) => ({
            value: code,
            label: t(`address.countries.${code}`),
          }))}
          {...register('countryCode')}
        />
        <FormActions submitLabel={t('billing.submit')} busy={request.busy} />
      </form>
      <CheckedSaveRecommendation
        check={request}
        getValues={getValues}
        setValue={(name, value) => setValue(name, value)}
      />
    </>
  );
}
