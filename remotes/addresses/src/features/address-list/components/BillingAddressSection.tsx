import { paths, type BillingAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ButtonLink, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { AddressLines } from '../../../components/AddressLines';

/** The billing address under the delivery addresses, with the way to create or change it. */
export function BillingAddressSection({ billing }: { billing: BillingAddress | null }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="billing-heading" css={{ marginTop: theme.space(4) }}>
      <h2 id="billing-heading" css={{ fontSize: theme.fontSize.xxl }}>
        {t('list.billingHeading')}
      </h2>
      <div
        css={{
          ...cardSurface,
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space(1.5),
          maxWidth: 480,
        }}
      >
        {billing ? (
          <AddressLines address={billing} />
        ) : (
          <p css={{ margin: 0 }}>{t('list.billingNone')}</p>
        )}
        <div>
          <ButtonLink to={paths.addresses.billing()} variant="secondary">
            {t(billing ? 'list.billingChange' : 'list.billingCreate')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
