import { getDeliveryAddresses } from '@account/api-client/addresses';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Card, Skeleton, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { AddressLines } from '../../../components/AddressLines';

/** The home's preferred-address slot: the address parcels go to, leading to "Meine Adressen". */
export function PreferredAddressTile() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(getDeliveryAddresses, 'home-preferred-address');
  return (
    <Card title={t('tile.title')} to={paths.addresses.start()}>
      <AsyncContent
        state={state}
        errorMessage={t('tile.error')}
        onRetry={reload}
        compact
        skeleton={<Skeleton lines={3} />}
      >
        {(list) => {
          const preferred = list.deliveryAddresses.find(
            (address) => address.id === list.preferredAddressId,
          );
          return preferred ? (
            <AddressLines
              address={preferred}
              name={`${preferred.firstName} ${preferred.lastName}`}
            />
          ) : (
            <p css={{ margin: 0 }}>{t('tile.none')}</p>
          );
        }}
      </AsyncContent>
    </Card>
  );
}
