import { Controller, useForm, useWatch } from 'react-hook-form';
import { addressCountries, type CountryCode } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useFormDraft } from '@account/session';
import { theme } from '@account/ui';
import { ErrorSummary, RadioGroup, Select, TextField, useFormErrors } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { addressResolver, messageValues } from '../../../components/address-form-errors';
import { CheckedSaveRecommendation } from '../../../components/CheckedSaveRecommendation';
import { FormActions } from '../../../components/FormActions';
import { SaveFailureNotice } from '../../../components/SaveFailureNotice';
import {
  correctedFields,
  formErrors,
  formFields,
  formKinds,
  type DeliveryAddressForm,
} from '../form-values';
import { useSaveDeliveryAddress } from '../hooks/useSaveDeliveryAddress';

const pair = (columns: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: columns,
    gap: theme.space(2),
    maxWidth: 420,
  }) as const;

/** The delivery-address form of add and edit (spec sections 3 and 5), with the address check. */
export function DeliveryAddressFormView({
  initial,
  id,
}: {
  initial: DeliveryAddressForm;
  id?: string;
}) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState, control, setValue, getValues, watch, reset } =
    useForm<DeliveryAddressForm>({
      resolver: addressResolver(formErrors),
      defaultValues: initial,
      shouldFocusError: false,
    });
  useFormDraft(`delivery-address.${id ?? 'new'}`, { watch, getValues, reset });
  const [kind, country] = useWatch({ control, name: ['kind', 'countryCode'] });
  const request = useSaveDeliveryAddress(id);
  const countryName = t(`address.countries.${country as CountryCode}`);
  const failure = request.failure;
  const form = useFormErrors({
    formState,
    fields: formFields,
    radioGroups: ['salutation'],
    translate: (key) => t(key, messageValues(country as CountryCode, countryName)),
    serverError:
      failure?.kind === 'field'
        ? {
            field: failure.field as (typeof formFields)[number],
            message: t(
              `form.invalid.${failure.field}`,
              messageValues(country as CountryCode, countryName),
            ),
          }
        : null,
  });
  const parcelPoint = country === 'DE' && kind !== 'POSTAL';
  const field = (name: (typeof formFields)[number], extra: object = {}) => ({
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
        {country === 'DE' && (
          <Controller
            control={control}
            name="kind"
            render={({ field: { value, onChange } }) => (
              <RadioGroup
                id="kind"
                name="kind"
                legend={t('form.kind')}
                value={value}
                onChange={onChange}
                options={formKinds.map((option) => ({
                  value: option,
                  label: t(`form.kinds.${option}`),
                }))}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="salutation"
          render={({ field: { value, onChange } }) => (
            <RadioGroup
              id="salutation"
              name="salutation"
              legend={t('form.salutation')}
              error={form.errorOf('salutation')}
              value={value || null}
              onChange={onChange}
              options={(['MR', 'MS', 'FAMILY'] as const).map((option) => ({
                value: option,
                label: t(`address.salutations.${option}`),
              }))}
            />
          )}
        />
        <TextField {...field('firstName', { autoComplete: 'given-name' })} />
        <TextField {...field('lastName', { autoComplete: 'family-name' })} />
        {parcelPoint ? (
          <>
            <TextField
              {...field('stationNumber', {
                inputMode: 'numeric',
                hint: t('form.stationNumberHint'),
              })}
            />
            <TextField
              {...field('postNumber', {
                inputMode: 'numeric',
                hint: t('form.postNumberHint'),
                label: t(kind === 'PACKSTATION' ? 'form.postNumber' : 'form.postNumberOptional'),
              })}
            />
          </>
        ) : (
          <>
            <div css={pair('2fr 1fr')}>
              <TextField {...field('street', { autoComplete: 'address-line1' })} />
              <TextField {...field('streetNumber')} />
            </div>
            <TextField
              {...field('addressAddition', {
                autoComplete: 'address-line2',
                hint: t('form.addressAdditionHint'),
              })}
            />
          </>
        )}
        <div css={pair('1fr 2fr')}>
          <TextField {...field('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric' })} />
          <TextField {...field('city', { autoComplete: 'address-level2' })} />
        </div>
        <Select
          id="countryCode"
          label={t('form.countryCode')}
          autoComplete="country"
          options={addressCountries.map((code) => ({
            value: code,
            label: t(`address.countries.${code}`),
          }))}
          {...register('countryCode')}
        />
        <TextField
          {...field('phone', { autoComplete: 'tel', type: 'tel', hint: t('form.phoneHint') })}
        />
        <FormActions submitLabel={t('form.submit')} busy={request.busy} />
      </form>
      <CheckedSaveRecommendation
        check={request}
        getValues={getValues}
        setValue={(name, value) => setValue(name, value)}
        correctedFields={correctedFields}
      />
    </>
  );
}
