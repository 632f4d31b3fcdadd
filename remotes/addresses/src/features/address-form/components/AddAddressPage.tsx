import { countryOfLocale, paths } from '@account/contracts';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { emptyForm } from '../form-values';
import { DeliveryAddressFormView } from './DeliveryAddressFormView';

/** my-addresses/add: a new postal address or pick-up point in the shop's country by default. */
export function AddAddressPage() {
  const { t } = useTranslation(NS);
  return (
    <>
      <SectionHeader
        title={t('form.addTitle')}
        back={{ to: paths.addresses.start(), label: t('form.back') }}
      />
      <DeliveryAddressFormView initial={emptyForm(countryOfLocale[currentLocale()])} />
    </>
  );
}
