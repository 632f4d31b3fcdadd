import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: `${theme.space(0.5)} 0`,
  dd: { margin: 0 },
} as const;

/** Subtotal, shipping, total, payment type and delivery address (GOV.UK summary list). */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const address = order.deliveryAddress;
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: theme.space(4),
        marginBottom: theme.space(4),
      }}
    >
      <dl css={{ margin: 0 }}>
        <div css={row}>
          <dt>{t('detail.subtotal')}</dt>
          <dd>{format.amount(order.subtotal, order.currency)}</dd>
        </div>
        <div css={row}>
          <dt>{t('detail.shippingCosts')}</dt>
          <dd>{format.amount(order.shippingCosts, order.currency)}</dd>
        </div>
        <div css={{ ...row, fontWeight: 700, borderTop: `2px solid ${theme.color.text}` }}>
          <dt>{t('detail.total')}</dt>
          <dd>{format.amount(order.total, order.currency)}</dd>
        </div>
        <div css={row}>
          <dt>{t('detail.paymentType')}</dt>
          <dd>{t(`paymentTypes.${order.paymentType}`)}</dd>
        </div>
      </dl>
      <section aria-labelledby="delivery-address-title">
        <h2
          id="delivery-address-title"
          css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space(1)}` }}
        >
          {t('detail.deliveryAddress')}
        </h2>
        <address css={{ fontStyle: 'normal' }}>
          {address.salutation && `${t(`detail.salutation.${address.salutation}`)} `}
          {address.firstName} {address.lastName}
          <br />
          {address.street} {address.streetNumber}
          {address.addressAddition && (
            <>
              <br />
              {address.addressAddition}
            </>
          )}
          <br />
          {address.zipCode} {address.city}
          <br />
          {t(`detail.countries.${address.countryCode}`)}
        </address>
      </section>
    </div>
  );
}
