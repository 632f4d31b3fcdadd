import { MAX_DELIVERY_ADDRESSES, paths, type DeliveryAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  AsyncContent,
  ButtonLink,
  ConfirmationOutlet,
  Notice,
  SectionHeader,
  theme,
} from '@account/ui';
import { NS } from '../../../i18n';
import { useAddressList } from '../hooks/useAddressList';
import { BillingAddressSection } from './BillingAddressSection';
import { DeliveryAddressCard } from './DeliveryAddressCard';

const grid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: theme.space(2),
} as const;

/** my-addresses: delivery addresses as cards (deleted ones to restore), the limit, the billing address. */
export function AddressesPage() {
  const { t } = useTranslation(NS);
  const { state, reload, run, busy, failed } = useAddressList();
  const cards = (addresses: DeliveryAddress[]) => (
    <ul css={grid}>
      {addresses.map((address) => (
        <DeliveryAddressCard
          key={address.id}
          address={address}
          busyAction={busy?.id === address.id ? busy.action : null}
          failedAction={failed?.id === address.id ? failed.action : null}
          onAction={(action) => void run(address.id, action)}
        />
      ))}
    </ul>
  );
  return (
    <>
      <SectionHeader title={t('list.title')} back={{ to: paths.home(), label: t('list.back') }} />
      <ConfirmationOutlet />
      <AsyncContent state={state} errorMessage={t('list.error')} onRetry={reload}>
        {(list) => {
          const active = list.deliveryAddresses.filter((address) => !address.isDeleted);
          const deleted = list.deliveryAddresses.filter((address) => address.isDeleted);
          return (
            <>
              <section aria-labelledby="delivery-heading">
                <h2 id="delivery-heading" css={{ fontSize: theme.fontSize.xxl }}>
                  {t('list.deliveryHeading')}
                </h2>
                <div css={{ marginBottom: theme.space(2) }}>
                  {list.isCreateAllowed ? (
                    <ButtonLink to={paths.addresses.add()} variant="primary">
                      {t('list.add')}
                    </ButtonLink>
                  ) : (
                    <Notice tone="info">{t('list.limit', { max: MAX_DELIVERY_ADDRESSES })}</Notice>
                  )}
                </div>
                {active.length ? cards(active) : <p>{t('list.empty')}</p>}
              </section>
              {deleted.length > 0 && (
                <section aria-labelledby="deleted-heading" css={{ marginTop: theme.space(4) }}>
                  <h2 id="deleted-heading" css={{ fontSize: theme.fontSize.xxl }}>
                    {t('list.deletedHeading')}
                  </h2>
                  <p>{t('list.deletedIntro')}</p>
                  {cards(deleted)}
                </section>
              )}
              <BillingAddressSection billing={list.billingAddress} />
            </>
          );
        }}
      </AsyncContent>
    </>
  );
}
