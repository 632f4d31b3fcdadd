import { getDeliveryAddresses } from '@account/api-client/addresses';
import { countryOfLocale, paths } from '@account/contracts';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { AsyncContent, SectionHeader, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { billingFormOf } from '../billing-form';
import { BillingAddressFormView } from './BillingAddressFormView';

/** my-addresses/billing-address: create or change the one billing address. */
export function BillingAddressPage() {
  const { t } = useTranslation(NS);
  const user = useSession((state) => state.user);
  const { state, reload } = useAsync(getDeliveryAddresses, 'billing-address');
  return (
    <>
      <SectionHeader
        title={t('billing.title')}
        back={{ to: paths.addresses.start(), label: t('form.back') }}
      />
      {user && <p>{t('billing.intro', { name: `${user.firstName} ${user.lastName}` })}</p>}
      <AsyncContent state={state} errorMessage={t('list.error')} onRetry={reload}>
        {(list) => (
          <BillingAddressFormView
            initial={billingFormOf(list.billingAddress, countryOfLocale[currentLocale()])}
          />
        )}
      </AsyncContent>
    </>
  );
}
