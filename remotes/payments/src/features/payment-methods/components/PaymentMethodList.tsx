import type { PaymentMethods } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';

/** Spec section 3: each method the customer has, the preferred one marked. */
export function PaymentMethodList({ methods }: { methods: PaymentMethods }) {
  const { t } = useTranslation(NS);
  if (methods.paymentMethods.length === 0) return <p>{t('methods.empty')}</p>;
  return (
    <ul
      css={{
        listStyle: 'none',
        padding: 0,
        margin: `0 0 ${theme.space(3)}`,
        display: 'grid',
        gap: theme.space(2),
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
      }}
    >
      {methods.paymentMethods.map(({ method }) => (
        <li key={method} css={[cardSurface, { padding: theme.space(2) }]}>
          <p
            css={{
              margin: 0,
              display: 'flex',
              gap: theme.space(1),
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <strong>{t(`methods.names.${method}`)}</strong>
            {methods.preferredPaymentMethod === method && (
              <Tag tone="success">{t('methods.preferred')}</Tag>
            )}
          </p>
          <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.color.muted }}>
            {t(`methods.descriptions.${method}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
